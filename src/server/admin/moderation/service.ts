import { and, desc, eq, inArray, isNotNull, isNull, max } from "drizzle-orm";
import { MEMBER_NOT_FOUND, REPORTED_ITEM_NOT_FOUND, type ReportedItem } from "@/shared/contract/admin/moderation";
import type { SuspensionDuration } from "@/shared/validation/reports";
import { activeSuspension } from "../../auth/suspension";
import type { Database, DbOrTx } from "../../db/client";
import {
  bands,
  contentReports,
  fanPhotos,
  memberSuspensions,
  postComments,
  posts,
  sessions,
  users,
} from "../../db/schema";
import { notFound, unprocessable } from "../../lib/errors";
import { threadInfo } from "../../posts/service";
import { auditModeration, labelOf, lockTarget, openReportsOf, setHidden, type Target } from "../../reports/targets";
import { recordAudit } from "../audit";
import { type ItemContext, presentReportedItem } from "./presenter";

/** The Reports tab shows at most this many items: the latest reported or hidden first. */
const LIST_SIZE = 50;

const key = (t: Target) => `${t.targetType}:${t.targetId}`;

/** Items with undecided reports and hidden items, the latest report (or hiding) first. */
export async function listReportedItems(db: Database): Promise<ReportedItem[]> {
  const [open, ...hidden] = await Promise.all([
    db
      .select({
        targetType: contentReports.targetType,
        targetId: contentReports.targetId,
        at: max(contentReports.createdAt),
      })
      .from(contentReports)
      .where(isNull(contentReports.decision))
      .groupBy(contentReports.targetType, contentReports.targetId)
      .orderBy(desc(max(contentReports.createdAt)))
      .limit(LIST_SIZE),
    ...(
      [
        ["post", posts],
        ["comment", postComments],
        ["photo", fanPhotos],
      ] as const
    ).map(([targetType, table]) =>
      db
        .select({ targetId: table.id, at: table.hiddenAt })
        .from(table)
        .where(isNotNull(table.hiddenAt))
        .orderBy(desc(table.hiddenAt))
        .limit(LIST_SIZE)
        .then((rows) => rows.map((row) => ({ targetType, ...row }))),
    ),
  ]);
  const latest = new Map<string, Target & { at: number }>();
  for (const row of [...open, ...hidden.flat()]) {
    const at = row.at ? new Date(row.at).getTime() : 0;
    const known = latest.get(key(row));
    if (!known || known.at < at) latest.set(key(row), { targetType: row.targetType, targetId: row.targetId, at });
  }
  const targets = [...latest.values()].sort((a, b) => b.at - a.at).slice(0, LIST_SIZE);
  return loadItems(db, targets);
}

/** Each target in context: its words or photo, author (and suspension), where it was posted, its reports. */
export async function loadItems(db: DbOrTx, targets: Target[]): Promise<ReportedItem[]> {
  const ids = (type: Target["targetType"]) => targets.filter((t) => t.targetType === type).map((t) => t.targetId);
  const none = ["00000000-0000-0000-0000-000000000000"];
  const orNone = (list: string[]) => (list.length > 0 ? list : none);
  const authorColumns = { authorRole: users.role, authorName: users.name, authorDisplayName: users.displayName };
  // A post and a comment read alike: words, GIF, author, and the thread they are in.
  const written = (t: typeof posts | typeof postComments) => ({
    id: t.id,
    userId: t.userId,
    text: t.content,
    imageUrl: t.gifUrl,
    createdAt: t.createdAt,
    hiddenAt: t.hiddenAt,
    entityType: posts.entityType,
    entityId: posts.entityId,
    postId: posts.id,
    ...authorColumns,
  });
  const [postRows, commentRows, photoRows, reports] = await Promise.all([
    db
      .select(written(posts))
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(inArray(posts.id, orNone(ids("post")))),
    db
      .select(written(postComments))
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId))
      .innerJoin(users, eq(users.id, postComments.userId))
      .where(inArray(postComments.id, orNone(ids("comment")))),
    db
      .select({
        id: fanPhotos.id,
        userId: fanPhotos.userId,
        imageUrl: fanPhotos.imageUrl,
        createdAt: fanPhotos.createdAt,
        hiddenAt: fanPhotos.hiddenAt,
        bandId: fanPhotos.bandId,
        bandName: bands.name,
        ...authorColumns,
      })
      .from(fanPhotos)
      .leftJoin(bands, eq(bands.id, fanPhotos.bandId))
      .innerJoin(users, eq(users.id, fanPhotos.userId))
      .where(inArray(fanPhotos.id, orNone(ids("photo")))),
    db
      .select({
        targetType: contentReports.targetType,
        targetId: contentReports.targetId,
        reason: contentReports.reason,
        details: contentReports.details,
        createdAt: contentReports.createdAt,
      })
      .from(contentReports)
      .where(
        and(inArray(contentReports.targetId, orNone(targets.map((t) => t.targetId))), isNull(contentReports.decision)),
      )
      .orderBy(desc(contentReports.createdAt)),
  ]);
  const contexts = new Map<string, ItemContext>();
  const writtenRows = [
    ...postRows.map((row) => ({ ...row, type: "post" as const })),
    ...commentRows.map((row) => ({ ...row, type: "comment" as const })),
  ];
  for (const { type, ...row } of writtenRows) {
    const thread = await threadInfo(db, { entityType: row.entityType, entityId: row.entityId });
    contexts.set(`${type}:${row.id}`, {
      ...row,
      targetType: type,
      where: { kind: row.entityType, id: row.entityId, name: thread.name },
      href: `/post/${row.postId}`,
    });
  }
  for (const row of photoRows) {
    contexts.set(`photo:${row.id}`, {
      ...row,
      targetType: "photo",
      text: null,
      where: { kind: "band", id: row.bandId ?? "", name: row.bandName },
      href: row.bandId ? `/bands/${row.bandId}` : "/bands",
    });
  }
  const authorIds = [...new Set([...contexts.values()].map((c) => c.userId))];
  const suspended = await db
    .select({ userId: memberSuspensions.userId, until: memberSuspensions.until })
    .from(memberSuspensions)
    .where(and(inArray(memberSuspensions.userId, orNone(authorIds)), activeSuspension()));
  const suspensions = new Map(suspended.map((s) => [s.userId, s.until]));
  return targets.flatMap((t) => {
    const context = contexts.get(key(t));
    if (!context) return [];
    const own = reports.filter((r) => r.targetType === t.targetType && r.targetId === t.targetId);
    return [presentReportedItem(context, own, suspensions)];
  });
}

/** Hide, restore or dismiss an item: its undecided reports are decided with it, audited in the same transaction. */
export async function decide(
  db: Database,
  adminId: string,
  input: Target & { decision: "hide" | "restore" | "dismiss" },
): Promise<ReportedItem> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, input);
    if (!target) throw notFound(REPORTED_ITEM_NOT_FOUND);
    const hide = input.decision === "hide";
    await setHidden(tx, input, hide);
    const decided = await tx
      .update(contentReports)
      .set({ decision: hide ? "hidden" : "dismissed", decidedAt: new Date() })
      .where(openReportsOf(input))
      .returning({ id: contentReports.id });
    const [item] = await loadItems(tx, [input]);
    await auditModeration(tx, adminId, input.decision, input, labelOf(item?.text) ?? item?.imageUrl ?? null, {
      reportsDecided: decided.length,
      wasHidden: target.hiddenAt !== null,
    });
    return item!;
  });
}

const DAYS: Record<Exclude<SuspensionDuration, "permanent">, number> = { "1d": 1, "7d": 7, "30d": 30 };

export const CANNOT_SUSPEND_ADMIN = "An admin cannot be suspended.";

/** Suspends the member and revokes every session of theirs at once (issue 16 §4), audited. */
export async function suspend(db: Database, adminId: string, userId: string, duration: SuspensionDuration) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ role: users.role, name: users.name, displayName: users.displayName })
      .from(users)
      .where(eq(users.id, userId));
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (member.role === "admin") throw unprocessable(CANNOT_SUSPEND_ADMIN);
    const until = duration === "permanent" ? null : new Date(Date.now() + DAYS[duration] * 86_400_000);
    await tx
      .insert(memberSuspensions)
      .values({ userId, until, suspendedBy: adminId })
      .onConflictDoUpdate({
        target: memberSuspensions.userId,
        set: { until, suspendedBy: adminId, createdAt: new Date() },
      });
    const revoked = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await recordAudit(tx, {
      actorId: adminId,
      action: "member.suspend",
      entityType: "member",
      entityId: userId,
      entityLabel: member.displayName ?? member.name,
      before: null,
      after: { duration, until: until?.toISOString() ?? null, sessionsRevoked: revoked.length },
    });
    return { until: until?.toISOString() ?? null };
  });
}

/** Lifts a suspension (nothing to lift is fine: the answer is the same), audited when there was one. */
export async function lift(db: Database, adminId: string, userId: string) {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ name: users.name, displayName: users.displayName })
      .from(users)
      .where(eq(users.id, userId));
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    const [lifted] = await tx
      .delete(memberSuspensions)
      .where(eq(memberSuspensions.userId, userId))
      .returning({ until: memberSuspensions.until });
    if (!lifted) return;
    await recordAudit(tx, {
      actorId: adminId,
      action: "member.lift",
      entityType: "member",
      entityId: userId,
      entityLabel: member.displayName ?? member.name,
      before: { until: lifted.until?.toISOString() ?? null },
      after: null,
    });
  });
}
