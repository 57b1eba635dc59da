import { type SubmissionKind, VOTE_MILESTONES } from "@/shared/notifications";
import type { DbOrTx } from "../db/client";
import { notify } from "./write";

/**
 * The community events that notify (issue 13 §1), called inside the transaction of the comment or
 * vote. Kept here so the comment and vote services say only "tell the author".
 */

const postHref = (postId: string) => `/post/${postId}`;

/** A new comment: the post's author hears of it, and the answered fan of a reply (once, not twice). */
export async function notifyNewComment(
  tx: DbOrTx,
  comment: {
    postId: string;
    authorId: string;
    postAuthorId: string;
    replyToUserId: string | null;
    parentId: string | null;
  },
) {
  const { postId, authorId } = comment;
  if (comment.replyToUserId && comment.parentId) {
    await notify(tx, {
      userId: comment.replyToUserId,
      kind: "comment_reply",
      data: { postId },
      href: postHref(postId),
      actorId: authorId,
      groupKey: `reply:${comment.parentId}`,
    });
  }
  if (comment.postAuthorId !== comment.replyToUserId) {
    await notify(tx, {
      userId: comment.postAuthorId,
      kind: "post_comment",
      data: { postId },
      href: postHref(postId),
      actorId: authorId,
      groupKey: `comments:${postId}`,
    });
  }
}

/**
 * A vote: when the net score (up − down) stands at or above a milestone, the author hears of each
 * milestone reached, once ever (the dedupe key), so votes taken back and given again never repeat it.
 */
export async function notifyVoteMilestones(
  tx: DbOrTx,
  vote: {
    target: "post" | "comment";
    targetId: string;
    postId: string;
    authorId: string;
    upvotes: number;
    downvotes: number;
  },
) {
  const net = vote.upvotes - vote.downvotes;
  for (const milestone of VOTE_MILESTONES) {
    if (net < milestone) break;
    await notify(tx, {
      userId: vote.authorId,
      kind: "vote_milestone",
      data: { target: vote.target, postId: vote.postId, milestone },
      href: postHref(vote.postId),
      dedupeKey: `votes:${vote.target}:${vote.targetId}:${milestone}`,
    });
  }
}

/**
 * A badge unlocked or a new level: already celebrated live by the XP event; kept in the list too
 * (issue 13 §1), linking to the fan's profile where badges and the level show.
 */
export async function notifyProgress(
  tx: DbOrTx,
  fanId: string,
  progress: { newBadges: readonly { badgeName: string }[]; level: number; previousLevel: number },
) {
  const href = `/profile/${fanId}`;
  for (const badge of progress.newBadges) {
    await notify(tx, { userId: fanId, kind: "badge_unlocked", data: { badgeName: badge.badgeName }, href });
  }
  if (progress.level > progress.previousLevel) {
    await notify(tx, { userId: fanId, kind: "level_up", data: { level: progress.level }, href });
  }
}

/** The member's band submission, gig or venue suggestion or page claim was approved or rejected (with the reason). */
export async function notifyReviewed(
  tx: DbOrTx,
  review: {
    submitterId: string | null;
    submission: SubmissionKind;
    name: string;
    status: "approved" | "rejected";
    reason: string | null;
    href: string | null;
  },
) {
  if (!review.submitterId) return;
  const { submission, name, status, reason, href } = review;
  await notify(tx, {
    userId: review.submitterId,
    kind: "submission_reviewed",
    data: { submission, name, status, reason },
    href,
  });
}
