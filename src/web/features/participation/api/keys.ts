import type { PostEntityType } from "@/shared/validation/community";

/**
 * Query keys of the participation components, all under ['participation']. What depends on who is
 * looking (their vote, whether they follow) carries the viewer in its key, so signing in or out
 * reads it afresh instead of showing the last person's state.
 */
export type ActKind = "band" | "artist";

/** The signed-in user's id, or 'visitor'. */
export type Viewer = string;

export const participationKeys = {
  all: ["participation"] as const,
  fanActivity: (kind: ActKind, id: string, viewer: Viewer) =>
    ["participation", "fan-activity", kind, id, viewer] as const,
  fanActivityOf: (kind: ActKind, id: string) => ["participation", "fan-activity", kind, id] as const,
  cityDemand: (bandId: string) => ["participation", "city-demand", bandId] as const,
  thread: (entityType: PostEntityType, entityId: string, viewer: Viewer) =>
    ["participation", "thread", entityType, entityId, viewer] as const,
  threadOf: (entityType: PostEntityType, entityId: string) =>
    ["participation", "thread", entityType, entityId] as const,
  rsvp: (eventId: string, viewer: Viewer) => ["participation", "rsvp", eventId, viewer] as const,
  calendar: (eventId: string, viewer: Viewer) => ["participation", "calendar", eventId, viewer] as const,
  calendarFeed: (viewer: Viewer) => ["participation", "calendar-feed", viewer] as const,
};
