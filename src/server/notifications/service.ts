import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { userTopic } from "@/shared/realtime-topics";
import type { Database, DbOrTx } from "../db/client";
import { notifications, users } from "../db/schema";
import type { TimeCursor } from "../lib/pagination";
import { publish } from "../realtime/notify";
import { NOTIFICATIONS_EVENT } from "./write";

/** A page of the user's notifications, newest first (limit + 1 rows: the extra says there is more). */
export async function listNotifications(db: Database, userId: string, page: { limit: number; cursor?: TimeCursor }) {
  const after = page.cursor
    ? sql`(${notifications.latestAt}, ${notifications.id}) < (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return selectNotificationRows(db)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(sql`${notifications.latestAt} desc, ${notifications.id} desc`)
    .limit(page.limit + 1);
}

/** Rows as the presenter words them: the row and the last actor's public name (the list and phone alerts). */
function selectNotificationRows(db: DbOrTx) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      href: notifications.href,
      readAt: notifications.readAt,
      latestAt: notifications.latestAt,
      sortTime: sql<string>`${notifications.latestAt}::text`,
      actorCount: sql<number>`cardinality(${notifications.actorIds})`,
      actor: {
        id: users.id,
        role: users.role,
        name: users.name,
        displayName: users.displayName,
        avatarUrl: users.avatarUrl,
      },
    })
    .from(notifications)
    .leftJoin(users, sql`${users.id} = ${notifications.actorIds}[1]`);
}

/** The given notifications, whoever they belong to (the push job words what it sends with them). */
export async function notificationsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return selectNotificationRows(db).where(inArray(notifications.id, ids));
}

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one of the user's notifications read; false when they have none with that id. */
export async function markRead(db: Database, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (found.length === 0) return false;
    // The user's other tabs update their bell.
    await publish(tx, { topic: userTopic(userId), event: NOTIFICATIONS_EVENT });
    return true;
  });
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    await publish(tx, { topic: userTopic(userId), event: NOTIFICATIONS_EVENT });
  });
}
