import { and, eq, isNull } from "drizzle-orm";
import { threadTopic } from "@/shared/realtime-topics";
import type { ReportTargetType } from "@/shared/validation/reports";
import { recordAudit } from "../admin/audit";
import type { DbOrTx } from "../db/client";
import { contentReports, fanPhotos, postComments, posts } from "../db/schema";
import { publish } from "../realtime/notify";

/** The three things a member can report, and the columns moderation reads and writes on each. */
export const TARGETS = {
  post: { table: posts, id: posts.id, userId: posts.userId, hiddenAt: posts.hiddenAt },
  comment: { table: postComments, id: postComments.id, userId: postComments.userId, hiddenAt: postComments.hiddenAt },
  photo: { table: fanPhotos, id: fanPhotos.id, userId: fanPhotos.userId, hiddenAt: fanPhotos.hiddenAt },
} as const;

/** Reports of this many different members hide an item until an admin decides (issue 16 §4). */
export const AUTO_HIDE_REPORTERS = 5;

export type Target = { targetType: ReportTargetType; targetId: string };

/** The item's author and whether it is hidden, locked for the decision; undefined when it is gone. */
export async function lockTarget(tx: DbOrTx, { targetType, targetId }: Target) {
  const t = TARGETS[targetType];
  // Each table's select has the same shape; TypeScript cannot see that through the union.
  const [row] = await (tx as DbOrTx)
    .select({ userId: t.userId, hiddenAt: t.hiddenAt })
    .from(t.table as typeof posts)
    .where(eq(t.id, targetId))
    .for("update");
  return row;
}

/**
 * Hides or shows the item, and tells open copies of its thread at commit: they re-read it, each as
 * its viewer (only ids travel, never words).
 */
export async function setHidden(tx: DbOrTx, { targetType, targetId }: Target, hidden: boolean) {
  const t = TARGETS[targetType];
  await tx
    .update(t.table as typeof posts)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(t.id, targetId));
  if (targetType === "post") {
    const [post] = await tx
      .select({ entityType: posts.entityType, entityId: posts.entityId })
      .from(posts)
      .where(eq(posts.id, targetId));
    const data = { postId: targetId };
    await publish(tx, { topic: threadTopic(post!.entityType, post!.entityId), event: "post-moderated", data });
    await publish(tx, { topic: threadTopic("post", targetId), event: "post-moderated", data });
  } else if (targetType === "comment") {
    const [comment] = await tx
      .select({ postId: postComments.postId })
      .from(postComments)
      .where(eq(postComments.id, targetId));
    await publish(tx, {
      topic: threadTopic("post", comment!.postId),
      event: "comment-moderated",
      data: { postId: comment!.postId, commentId: targetId },
    });
  }
}

export const openReportsOf = ({ targetType, targetId }: Target) =>
  and(
    eq(contentReports.targetType, targetType),
    eq(contentReports.targetId, targetId),
    isNull(contentReports.decision),
  );

/** The audit row of a moderation act, in the transaction of the act. actorId null: the reports' threshold. */
export const auditModeration = (
  tx: DbOrTx,
  actorId: string | null,
  action: "hide" | "restore" | "dismiss" | "auto_hide" | "delete",
  target: Target,
  label: string | null,
  detail: Record<string, unknown> | null = null,
) =>
  recordAudit(tx, {
    actorId,
    action: `${target.targetType}.${action}`,
    entityType: target.targetType,
    entityId: target.targetId,
    entityLabel: label,
    before: null,
    after: detail,
  });

/** The first words of a text, for an audit row's label. */
export const labelOf = (text: string | null | undefined) =>
  text ? (text.length > 80 ? `${text.slice(0, 79)}…` : text) : null;
