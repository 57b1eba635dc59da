/**
 * Notifications (issue 13): the kinds, what each one says and the rules both sides share (the
 * header badge's '9+', the default preferences). The server writes them; the presenter words them
 * with `notificationMessage`, so the web app never builds a sentence from parts.
 */
import { PRODUCT_TIME_ZONE } from "./product";

export const NOTIFICATION_KINDS = [
  "comment_reply",
  "post_comment",
  "vote_milestone",
  "badge_unlocked",
  "level_up",
  "submission_reviewed",
  "gig_in_your_city",
  "bring_answered",
  "followed_act_gig",
  "gig_changed",
  "gig_cancelled",
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

/**
 * A gig as the line-up and RSVP notifications keep it (snapshot at the time they were written):
 * the act named is the first act in billing order that the fan follows or asked for.
 */
export type GigFacts = {
  eventId: string;
  name: string;
  city: string;
  venue: string | null;
  /** ISO instant; null when the gig has no date yet. */
  startTime: string | null;
};
export type GigActFacts = GigFacts & { act: string };

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
  gig_in_your_city: GigActFacts;
  bring_answered: GigActFacts;
  followed_act_gig: GigActFacts;
  gig_changed: GigFacts;
  gig_cancelled: GigFacts;
};

/** 'Feb 14, 2030, 8:00 PM IST' (Intl, so the header's bundle does not take date-fns for it). */
const GIG_WHEN = new Intl.DateTimeFormat("en-US", {
  timeZone: PRODUCT_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
export function gigWhen(startTime: string | null): string {
  if (!startTime) return "date to be announced";
  const date = new Date(startTime);
  return Number.isNaN(date.getTime()) ? "date to be announced" : `${GIG_WHEN.format(date)} IST`;
}

/** 'Antisocial, Pune' or just 'Pune'. */
export const gigPlace = (gig: GigFacts) => (gig.venue ? `${gig.venue}, ${gig.city}` : gig.city);

/** The headline of the two kinds that matter most (issue 13), also the subject of their mail. */
export const comingToCityHeadline = (gig: GigActFacts) => `${gig.act} is coming to ${gig.city}!`;

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
    case "gig_in_your_city":
      return `${comingToCityHeadline(input.data)} ${input.data.name}, ${gigWhen(input.data.startTime)} at ${gigPlace(input.data)}`;
    case "bring_answered":
      return `${comingToCityHeadline(input.data)} You asked them to come: ${input.data.name}, ${gigWhen(input.data.startTime)} at ${gigPlace(input.data)}`;
    case "followed_act_gig":
      return `${input.data.act} will play ${input.data.name} in ${input.data.city}, ${gigWhen(input.data.startTime)}`;
    case "gig_changed":
      return `${input.data.name} has changed: now ${gigWhen(input.data.startTime)} at ${gigPlace(input.data)}`;
    case "gig_cancelled":
      return `${input.data.name} (${gigWhen(input.data.startTime)}, ${gigPlace(input.data)}) is cancelled`;
  }
}

/** The header bell's badge: nothing at 0, the number up to 9, '9+' above. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

/** The channels a fan can switch per kind: the app, e-mail, and phone alerts (Web Push). */
export const PREFERENCE_CHANNELS = ["in_app", "email", "push"] as const;
export type PreferenceChannel = (typeof PREFERENCE_CHANNELS)[number];

/** The settings page's name for each kind. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  comment_reply: "Replies to your comments",
  post_comment: "Comments on your posts",
  vote_milestone: "Upvote milestones (10, 50, 100)",
  badge_unlocked: "Badges unlocked",
  level_up: "New levels",
  submission_reviewed: "Your submissions, suggestions and claims reviewed",
  gig_in_your_city: "A band or artist you follow is coming to your city",
  bring_answered: "A band you asked to come to your city is coming",
  followed_act_gig: "New gigs of bands and artists you follow, in other cities",
  gig_changed: "A gig you're going to changed its time or place",
  gig_cancelled: "A gig you're going to was cancelled",
};

/**
 * The two kinds that matter most (issue 13 §4): mailed at once, one by one, besides the bell. Their
 * e-mail switch is on by default and the settings page shows it; the other kinds go in the digest.
 */
export const IMMEDIATE_MAIL_KINDS = [
  "gig_in_your_city",
  "bring_answered",
] as const satisfies readonly NotificationKind[];
export const isImmediateMailKind = (kind: string): kind is (typeof IMMEDIATE_MAIL_KINDS)[number] =>
  (IMMEDIATE_MAIL_KINDS as readonly string[]).includes(kind);

export const DEFAULT_DIGEST = true;

/**
 * Kinds that stay off the phone unless the fan turns them on: they follow the fan's own action in
 * the app, where they are already celebrated live, so an alert a second later is noise.
 */
export const QUIET_ON_PHONE: readonly NotificationKind[] = ["badge_unlocked", "level_up"];

/**
 * A switch's value for a fan who never touched it (issue 13 §5): every kind in-app; e-mail one by
 * one only for the two kinds that matter most (a followed band coming to your city, Bring to My
 * City answered); on the phone every kind but the quiet ones; the daily digest on.
 */
export function defaultPreference(kind: NotificationKind, channel: PreferenceChannel): boolean {
  if (channel === "in_app") return true;
  if (channel === "email") return isImmediateMailKind(kind);
  return !QUIET_ON_PHONE.includes(kind);
}

/** The kinds that reach a phone by default (the push job's SQL reads them as a list). */
export const pushedByDefault = (): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => defaultPreference(kind, "push"));

/** What a phone alert carries; the service worker shows it and opens `url` on a tap. */
export type PushPayload = {
  title: string;
  body: string;
  /** A path on this site ('/posts/…'); '/notifications' when the notification has no page. */
  url: string;
  /** Alerts with the same tag replace each other on the phone (a grouped notification growing). */
  tag: string;
};
/** The preference row's kind that holds the digest switch (channel 'email'). */
export const DIGEST_KIND = "digest";
