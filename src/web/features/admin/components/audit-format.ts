import type { AuditEntry } from "@/shared/contract/admin/audit";
import { formatIst } from "@/shared/datetime";

const VERBS: Record<string, string> = {
  "band_submission.approve": "approved the band submission",
  "band_submission.reject": "rejected the band submission",
  "gig_submission.approve": "approved the gig suggestion",
  "gig_submission.reject": "rejected the gig suggestion",
  "venue_submission.approve": "approved the venue suggestion",
  "venue_submission.reject": "rejected the venue suggestion",
  "venue.update": "edited the venue",
  "event.update": "edited the event",
  "band.update": "edited the band",
  "gig.published": "published the gig",
  "gig.lineup": "changed the line-up of",
  "gig.time": "moved the time of",
  "gig.venue": "moved the venue of",
  "gig.cancelled": "cancelled the gig",
  // Moderation (issue 16 §4).
  "post.hide": "hid the post",
  "post.restore": "restored the post",
  "post.dismiss": "dismissed the reports of the post",
  "post.auto_hide": "hid (5 reports) the post",
  "post.delete": "deleted the post",
  "comment.hide": "hid the comment",
  "comment.restore": "restored the comment",
  "comment.dismiss": "dismissed the reports of the comment",
  "comment.auto_hide": "hid (5 reports) the comment",
  "comment.delete": "deleted the comment",
  "photo.hide": "hid the fan photo",
  "photo.restore": "restored the fan photo",
  "photo.dismiss": "dismissed the reports of the fan photo",
  "photo.auto_hide": "hid (5 reports) the fan photo",
  "photo.delete": "deleted the fan photo",
  "member.suspend": "suspended",
  "member.lift": "lifted the suspension of",
};

/** 'approved the band submission', or the raw action for one this screen does not know yet. */
export const verbOf = (action: string) => VERBS[action] ?? action;

/** Where the record lives now: an approved submission points at the band, gig or venue it became. */
export function linkOf(entry: AuditEntry): string | null {
  switch (entry.entityType) {
    case "venue":
      return `/venues/${entry.entityId}`;
    case "event":
      return `/events/${entry.entityId}`;
    case "band":
      return `/bands/${entry.entityId}`;
    case "post":
      return `/post/${entry.entityId}`;
    case "member":
      return `/profile/${entry.entityId}`;
    case "band_submission":
      return approvedLink(entry, "approvedBandId", "bands");
    case "gig_submission":
      return approvedLink(entry, "approvedEventId", "events");
    case "venue_submission":
      return approvedLink(entry, "approvedVenueId", "venues");
    default:
      return null;
  }
}

/** The page of what an approved submission became; a rejected one has none. */
function approvedLink(entry: AuditEntry, field: string, path: string): string | null {
  const id = entry.changes.find((change) => change.field === field)?.after;
  return typeof id === "string" ? `/${path}/${id}` : null;
}

/** 'startTime' → 'Start time'. */
export const labelOf = (field: string) => {
  const words = field
    .replace(/([A-Z])/g, " $1")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const MAX_TEXT = 80;

/** A changed value as one short line: times in IST, lists counted, long text cut. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatIst(value, "MMM d, yyyy h:mm a 'IST'");
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === "string")) return value.length ? value.join(", ") : "(none)";
    return `${value.length} item${value.length === 1 ? "" : "s"}`;
  }
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
