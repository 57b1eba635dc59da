/**
 * Notifications (issue 13): the kinds, what each one says and the rules both sides share (the
 * header badge's '9+', the default preferences). The server writes them; the presenter words them
 * with `notificationMessage`, so the web app never builds a sentence from parts.
 */

export const NOTIFICATION_KINDS = [
  "comment_reply",
  "post_comment",
  "vote_milestone",
  "badge_unlocked",
  "level_up",
  "submission_reviewed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Net upvotes (up − down) at which a post's or comment's author hears of it, once each. */
export const VOTE_MILESTONES = [10, 50, 100] as const;

/** Similar events (more comments on the same post) merge into the unread row of the last hour. */
export const GROUP_WINDOW_MINUTES = 60;

/** A fan keeps at most this many; the oldest go first. */
export const MAX_NOTIFICATIONS_PER_USER = 1000;

/** Read notifications older than this many days are deleted by a daily job. */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;

export const SUBMISSION_KINDS = ["band", "gig", "venue", "claim"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** What each kind keeps in its row's `data` (besides who acted and where it links). */
export type NotificationData = {
  comment_reply: { postId: string };
  post_comment: { postId: string };
  vote_milestone: { target: "post" | "comment"; postId: string; milestone: number };
  badge_unlocked: { badgeName: string };
  level_up: { level: number };
  submission_reviewed: {
    submission: SubmissionKind;
    name: string;
    status: "approved" | "rejected";
    reason: string | null;
  };
};

const others = (count: number) => (count === 1 ? "1 other" : `${count} others`);

/** 'Ananya', 'Ananya and 1 other', 'Ananya and 11 others'. */
export function actorsPhrase(actorName: string, otherCount: number): string {
  return otherCount > 0 ? `${actorName} and ${others(otherCount)}` : actorName;
}

const SUBMISSION_NOUN: Record<SubmissionKind, string> = {
  band: "band submission",
  gig: "gig suggestion",
  venue: "venue suggestion",
  claim: "claim on",
};

type MessageInput = {
  [K in NotificationKind]: { kind: K; data: NotificationData[K]; actorName: string; otherActors: number };
}[NotificationKind];

/** The sentence a notification reads as, in the list and in mails. */
export function notificationMessage(input: MessageInput): string {
  switch (input.kind) {
    case "comment_reply":
      return `${actorsPhrase(input.actorName, input.otherActors)} replied to your comment`;
    case "post_comment":
      return `${actorsPhrase(input.actorName, input.otherActors)} commented on your post`;
    case "vote_milestone":
      return `Your ${input.data.target} reached ${input.data.milestone} upvotes`;
    case "badge_unlocked":
      return `You unlocked the ${input.data.badgeName} badge`;
    case "level_up":
      return `You reached level ${input.data.level}`;
    case "submission_reviewed": {
      const { submission, name, status, reason } = input.data;
      const what = `Your ${SUBMISSION_NOUN[submission]} ${name}`;
      if (status === "approved") return `${what} was approved`;
      return reason ? `${what} was not approved: ${reason}` : `${what} was not approved`;
    }
  }
}

/** The header bell's badge: nothing at 0, the number up to 9, '9+' above. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

/** The channels a fan can switch per kind. Push is added with phone alerts (not built yet). */
export const PREFERENCE_CHANNELS = ["in_app", "email"] as const;
export type PreferenceChannel = (typeof PREFERENCE_CHANNELS)[number];

/** The settings page's name for each kind. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  comment_reply: "Replies to your comments",
  post_comment: "Comments on your posts",
  vote_milestone: "Upvote milestones (10, 50, 100)",
  badge_unlocked: "Badges unlocked",
  level_up: "New levels",
  submission_reviewed: "Your submissions, suggestions and claims reviewed",
};

/**
 * The defaults (issue 13 §5): every kind in-app; no kind is mailed one by one (the two that are, a
 * followed band coming to your city and Bring to My City answered, arrive with the line-up events),
 * and the daily digest is on.
 */
export const DEFAULT_PREFERENCES: Record<PreferenceChannel, boolean> = { in_app: true, email: false };
export const DEFAULT_DIGEST = true;
/** The preference row's kind that holds the digest switch (channel 'email'). */
export const DIGEST_KIND = "digest";
