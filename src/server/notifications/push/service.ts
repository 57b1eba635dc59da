import { and, desc, eq, sql } from "drizzle-orm";
import type { PushSubscriptionInput } from "@/shared/contract/notifications";
import type { Database } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";

/**
 * Stores a browser's subscription for the user. The endpoint is the browser's own: the same one
 * again (a re-subscribe, or another account signed in on that browser) updates the row and moves
 * it to this user, since that browser now belongs to them.
 */
export async function savePushDevice(db: Database, userId: string, input: PushSubscriptionInput, label: string) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        label,
        lastUsedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function listPushDevices(db: Database, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}
export type PushDeviceRow = Awaited<ReturnType<typeof listPushDevices>>[number];

/** Removes one of the user's devices; false when they have none with that id (another's included). */
export async function removePushDevice(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
