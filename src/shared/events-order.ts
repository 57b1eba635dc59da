/**
 * Which gigs count as upcoming and the order gig lists show in (001 §4, §7), as pure functions so
 * the server's SQL can mirror them and a test can compare the two on the same rows.
 *
 * The order, for the server to mirror ($cutoff = startOfIstDay(now), $city = the user's city):
 *   ORDER BY
 *     CASE WHEN start_time >= $cutoff THEN 0 WHEN start_time IS NULL THEN 1 ELSE 2 END,
 *     CASE WHEN lower(btrim(city)) = lower(btrim($city)) THEN 0 ELSE 1 END,   -- only with a user city
 *     CASE WHEN start_time >= $cutoff THEN start_time END ASC,
 *     CASE WHEN start_time <  $cutoff THEN start_time END DESC,
 *     id ASC
 */
import { type DateInput, parseDateInput, startOfIstDay } from "./datetime-core";

export type EventBucket = "upcoming" | "undated" | "past";

/**
 * Where 'upcoming' starts for events: IST midnight today. Tonight's gig stays upcoming after its
 * doors open, matching the list filter 'start_time today or later' (001 §7).
 */
export function upcomingCutoff(now: DateInput = new Date()): Date {
  return startOfIstDay(now);
}

/** An event with no (or an unreadable) start is 'undated', listed between upcoming and past ones. */
export function eventBucket(startTime: DateInput, now: DateInput = new Date()): EventBucket {
  const start = parseDateInput(startTime);
  if (!start) return "undated";
  return start.getTime() >= upcomingCutoff(now).getTime() ? "upcoming" : "past";
}

/**
 * The events list's 'upcoming' filter (001 §7): start today (IST) or later, or no start at all,
 * because an undated gig has not happened yet. SQL: start_time IS NULL OR start_time >= $cutoff.
 */
export function isUpcomingEvent(startTime: DateInput, now: DateInput = new Date()): boolean {
  return eventBucket(startTime, now) !== "past";
}

/**
 * A band or artist gig's is_upcoming (001 §3): the gig date is not before now, to the millisecond.
 * Stricter than the events filter: on a profile a gig that has started moves to Past Performances.
 * A missing or unreadable date is not upcoming (gig_date is required, so that is bad data).
 */
export function isUpcomingGig(gigDate: DateInput, now: DateInput = new Date()): boolean {
  const date = parseDateInput(gigDate);
  const reference = parseDateInput(now);
  return !!date && !!reference && date.getTime() >= reference.getTime();
}

/** Cities match ignoring case and surrounding spaces ('mumbai ' is Mumbai). */
export function sameCity(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = a?.trim().toLowerCase();
  return !!left && left === b?.trim().toLowerCase();
}

export type OrderableEvent = { id: string; startTime: DateInput; city?: string | null };

export type EventOrderOptions = {
  now?: DateInput;
  /**
   * The signed-in user's city. Pass it only under 'All locations' (001 §4): its events come first
   * within each group (upcoming, undated, past), never a past gig at home before an upcoming one elsewhere.
   */
  userCity?: string | null;
};

type SortKey = { bucket: number; ownCity: number; time: number; id: string };

const BUCKET_RANK: Record<EventBucket, number> = { upcoming: 0, undated: 1, past: 2 };

function sortKey(event: OrderableEvent, cutoff: number, userCity: string | null | undefined): SortKey {
  const start = parseDateInput(event.startTime)?.getTime() ?? null;
  const bucket: EventBucket = start === null ? "undated" : start >= cutoff ? "upcoming" : "past";
  return {
    bucket: BUCKET_RANK[bucket],
    ownCity: userCity && sameCity(event.city, userCity) ? 0 : 1,
    // Upcoming soonest first, past most recent first: negate past times so both sort ascending.
    time: start === null ? 0 : bucket === "past" ? -start : start,
    id: event.id,
  };
}

function compareKeys(a: SortKey, b: SortKey): number {
  return (
    a.bucket - b.bucket ||
    a.ownCity - b.ownCity ||
    a.time - b.time ||
    // Code-unit order, which is PostgreSQL's order for uuid ids (lower-case hex).
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** A comparator for Array.prototype.sort; `now` is fixed when it is made, so one sort sees one 'today'. */
export function compareEvents(options: EventOrderOptions = {}): (a: OrderableEvent, b: OrderableEvent) => number {
  const cutoff = upcomingCutoff(options.now ?? new Date()).getTime();
  return (a, b) => compareKeys(sortKey(a, cutoff, options.userCity), sortKey(b, cutoff, options.userCity));
}

/** A sorted copy; each event's key is computed once rather than on every comparison. */
export function sortEvents<T extends OrderableEvent>(events: readonly T[], options: EventOrderOptions = {}): T[] {
  const cutoff = upcomingCutoff(options.now ?? new Date()).getTime();
  return events
    .map((event) => ({ event, key: sortKey(event, cutoff, options.userCity) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ event }) => event);
}
