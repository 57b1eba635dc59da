/**
 * The gig order of 001 §4 in SQL, mirroring src/shared/events-order.ts (the same rule as pure
 * functions, which the tests compare this against on the same rows).
 *
 * events-order.ts states the order as one ORDER BY over CASE ranks. Sorting every row by a CASE
 * expression cannot use an index, so here each rank is its own segment, read in rank order with
 * the index that already sorts it:
 *
 *   rank 0..2 (or 0..5 with a user city: within each bucket the user's city first, then the rest)
 *     upcoming  start_time >= cutoff   start_time ASC,  id ASC
 *     undated   start_time IS NULL     id ASC
 *     past      start_time <  cutoff   start_time DESC, id ASC
 *
 * Concatenating the segments gives exactly the ORDER BY of events-order.ts. A page cursor names
 * the segment and the sort key of the last row, so the next page starts inside the right segment.
 */
import { and, asc, desc, eq, gt, gte, isNull, lt, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import { events } from "../db/schema";

export type Bucket = "upcoming" | "undated" | "past";

export type Segment = { rank: number; bucket: Bucket; where: SQL | undefined };

/** The sort key of the last row of a page; `t` is PostgreSQL's own text of start_time (microseconds kept). */
export const eventCursorSchema = z.object({
  r: z.number().int().min(0).max(5),
  t: z.string().max(64).nullable(),
  id: z.guid(),
});
export type EventCursor = z.infer<typeof eventCursorSchema>;

const BUCKETS: readonly Bucket[] = ["upcoming", "undated", "past"];

/** Cities compare ignoring case and surrounding spaces, as sameCity() does; the index is on this expression. */
const cityKey = sql`lower(btrim(${events.city}))`;

export const inCity = (city: string): SQL => sql`${cityKey} = lower(btrim(${city}))`;
/** The city is one of `cities` (a city's names, see cities/names.ts), through the same index. */
export const inAnyCity = (cities: readonly string[]): SQL =>
  sql`${cityKey} in (${sql.join(
    cities.map((city) => sql`lower(btrim(${city}))`),
    sql`, `,
  )})`;
const notInCity = (city: string): SQL => sql`(${events.city} is null or ${cityKey} <> lower(btrim(${city})))`;

/** The rows of one bucket; `cutoff` may be a placeholder of a prepared query (its value then an ISO string). */
export function bucketWhere(bucket: Bucket, cutoff: Date | SQLWrapper): SQL {
  if (bucket === "upcoming") return gte(events.startTime, cutoff);
  if (bucket === "undated") return isNull(events.startTime);
  return lt(events.startTime, cutoff);
}

export function orderOf(bucket: Bucket): SQL[] {
  if (bucket === "upcoming") return [asc(events.startTime), asc(events.id)];
  if (bucket === "undated") return [asc(events.id)];
  return [desc(events.startTime), asc(events.id)];
}

/** Rows strictly after the cursor's row within its own segment. */
export function afterCursor(bucket: Bucket, cursor: EventCursor): SQL | undefined {
  const id = sql`${cursor.id}::uuid`;
  if (bucket === "undated" || cursor.t === null) return gt(events.id, cursor.id);
  const time = sql`${cursor.t}::timestamptz`;
  if (bucket === "upcoming") return sql`(${events.startTime}, ${events.id}) > (${time}, ${id})`;
  return or(lt(events.startTime, time), and(eq(events.startTime, time), gt(events.id, cursor.id)));
}

export type SegmentPlan = {
  cutoff: Date;
  /** The signed-in user's city, only under All locations (001 §4); blank counts as none. */
  userCity?: string | null;
  /** The 'upcoming' filter (001 §7): today (IST) or later, or undated; past gigs are left out. */
  upcomingOnly?: boolean;
};

/**
 * The segments in display order, each with its rank (what a cursor refers to). The bucket comes
 * first and the user's city second: a past gig at home never goes before an upcoming one elsewhere.
 */
export function planSegments({ cutoff, userCity, upcomingOnly }: SegmentPlan): Segment[] {
  const buckets = upcomingOnly ? BUCKETS.filter((bucket) => bucket !== "past") : BUCKETS;
  const city = userCity?.trim();
  const groups: (SQL | undefined)[] = city ? [inCity(city), notInCity(city)] : [undefined];
  return buckets.flatMap((bucket) =>
    groups.map((cityWhere, group) => ({
      rank: BUCKETS.indexOf(bucket) * groups.length + group,
      bucket,
      where: and(cityWhere, bucketWhere(bucket, cutoff)),
    })),
  );
}
