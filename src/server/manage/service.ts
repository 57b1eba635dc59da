import { type SQL, sql } from "drizzle-orm";
import { CHART_DAYS } from "@/shared/contract/manage";
import type { PageKind } from "@/shared/contract/pages";
import type { DbOrTx } from "../db/client";
import { TARGETS } from "../fan-activity/targets";

/**
 * The managers' dashboard's reads (issue 12 item 6): one set-based, index-backed aggregate per part,
 * all in one statement; every one groups and counts in the database and returns counts only, never a
 * fan's row.
 */

const IST = sql.raw("'Asia/Kolkata'");
/** How many cities and bands a list shows. */
export const LIST_LIMIT = 50;
export const CITY_WANTS_LIMIT = 10;

export type MyPageRow = {
  kind: PageKind;
  id: string;
  name: string;
  role: "owner" | "editor" | "artist";
};

/** The pages the member runs: their page_managers rows, and an artist's own page. */
export async function listMyPages(db: DbOrTx, userId: string): Promise<MyPageRow[]> {
  const result = await db.execute<MyPageRow>(sql`
    select page.kind, page.id, page.name, page.role from (
      select m.page_type as kind, m.page_id as id, m.role,
        case m.page_type
          when 'band' then (select b.name from bands b where b.id = m.page_id)
          when 'venue' then (select v.name from venues v where v.id = m.page_id)
          else (select coalesce(u.name, '') from artists a join users u on u.id = a.user_id where a.user_id = m.page_id)
        end as name
      from page_managers m where m.user_id = ${userId}
      union all
      select 'artist', a.user_id, 'artist', coalesce(u.name, '')
      from artists a join users u on u.id = a.user_id
      where a.user_id = ${userId}
        and not exists (select 1 from page_managers m where m.user_id = ${userId} and m.page_type = 'artist' and m.page_id = a.user_id)
    ) page
    where page.name is not null
    order by lower(page.name), page.kind`);
  return result.rows.map((row) => ({ ...row, id: String(row.id) }));
}

export interface FollowerDay {
  day: string;
  followers: number;
}

/**
 * Followers at the end of each of the last 90 IST days: today's followers minus those whose follow
 * began after that day. Index-only: the act's follows counted on fan_*_following_idx, the window's
 * follows grouped by day on fan_*_followed_at_idx (docs/decisions/demand.md, "The dashboard's reads").
 */
function followerDaysSql(kind: "band" | "artist", actId: string) {
  const t = TARGETS[kind];
  return sql`
    with days as (
      select generate_series(today - ${CHART_DAYS - 1}::int, today, interval '1 day')::date as day
      from (select (now() at time zone ${IST})::date as today) t
    ),
    total as (
      select count(*)::int as n from ${t.activity} where ${t.actColumn} = ${actId} and following
    ),
    recent as (
      select (followed_at at time zone ${IST})::date as day, count(*)::int as n
      from ${t.activity}
      where ${t.actColumn} = ${actId} and following
        and followed_at >= ((select min(day) from days)::timestamp at time zone ${IST})
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, total.n as now,
      (total.n - coalesce(sum(recent.n) over (order by days.day desc), 0) + coalesce(recent.n, 0))::int as followers
    from days cross join total left join recent on recent.day = days.day`;
}

/** Scream-O-Meter votes per level (index-only on fan_*_vote_idx). */
function screamLevelsSql(kind: "band" | "artist", actId: string) {
  const t = TARGETS[kind];
  return sql`
    select fan_vote as level, count(*)::int as fans from ${t.activity}
    where ${t.actColumn} = ${actId} and fan_vote is not null
    group by fan_vote`;
}

export type CityCount = {
  city: string;
  fans: number;
  last30Days: number;
};

/**
 * Bring to My City per city, most fans first: the counts and the total from band_city_demand (kept
 * exact by trigger, docs/decisions/demand.md; cities compared ignoring case and spaces, named as the
 * board names them), the last 30 days' requests counted from the band's recent rows (an index-only
 * range of fan_band_bring_at_idx), so the cost follows a month's requests, not all of them.
 */
function bandDemandSql(bandId: string) {
  return sql`
    with recent as (
      select lower(btrim(bring_city)) as city_key, count(*)::int as n
      from fan_band_activity
      where band_id = ${bandId} and bring_to_my_city and bring_at >= now() - interval '30 days'
      group by 1
    )
    select d.city, d.fans, coalesce(r.n, 0)::int as "last30Days", (sum(d.fans) over ())::int as total,
      row_number() over (order by d.fans desc, d.city) as ord
    from band_city_demand d left join recent r on r.city_key = d.city_key
    where d.band_id = ${bandId} and d.fans > 0
    order by d.fans desc, d.city
    limit ${LIST_LIMIT}`;
}

/**
 * A venue's city and the bands it asks for most (a venue's tab): the city's first CITY_WANTS_LIMIT
 * rows of band_city_demand's city ranking (an index range read in order).
 */
function cityWantsSql(venueId: string) {
  return sql`
    select b.id as "bandId", b.name, d.fans, row_number() over (order by d.fans desc, b.name) as ord
    from venues v
    cross join lateral (
      select band_id, fans from band_city_demand
      where city_key = lower(btrim(v.city)) and fans > 0
      order by fans desc nulls last, band_id
      limit ${CITY_WANTS_LIMIT}
    ) d
    join bands b on b.id = d.band_id
    where v.id = ${venueId}`;
}

export type GigCounts = {
  id: string;
  name: string;
  startTime: Date | string | null;
  venueName: string | null;
  city: string | null;
  cancelled: boolean;
  rsvps: number;
  calendarAdds: number;
  ticketClicks: number;
};

const GIG_FILTER: Record<PageKind, (id: string) => SQL> = {
  band: (id) => sql`e.id in (select l.event_id from event_lineup l where l.band_id = ${id})`,
  artist: (id) => sql`e.id in (select l.event_id from event_lineup l where l.artist_id = ${id})`,
  venue: (id) => sql`e.venue_id = ${id}`,
};

/**
 * The page's upcoming gigs (and undated ones), soonest first, with RSVPs and calendar adds
 * (event_fan_counts, kept by trigger) and ticket clicks (event_ticket_clicks): one row per gig each,
 * whatever its crowd.
 */
function upcomingGigsSql(kind: PageKind, pageId: string) {
  return sql`
    select e.id, e.name, e.start_time as "startTime",
      coalesce(v.name, e.venue_name, e.venue) as "venueName", coalesce(v.city, e.city) as city,
      e.cancelled_at is not null as cancelled,
      coalesce(n.rsvps, 0)::int as rsvps,
      coalesce(n.calendar_adds, 0)::int as "calendarAdds",
      coalesce(t.clicks, 0)::int as "ticketClicks",
      row_number() over (order by e.start_time asc nulls last, e.id) as ord
    from events e
    left join venues v on v.id = e.venue_id
    left join event_fan_counts n on n.event_id = e.id
    left join event_ticket_clicks t on t.event_id = e.id
    where ${GIG_FILTER[kind](pageId)}
      and (e.start_time is null or coalesce(e.end_time, e.start_time) >= now())
    order by e.start_time asc nulls last, e.id
    limit ${LIST_LIMIT}`;
}

/** A part's rows as one json array, in `order` (json_agg's own order, not the subquery's). */
const rowsOf = (part: SQL, order: SQL = sql`null`) =>
  sql`(select coalesce(json_agg(part order by ${order}), '[]'::json) from (${part}) part)`;

type Json<T> = T[] | string;
/** PGlite and node-postgres both parse json; a driver answering text would be parsed here. */
const parsed = <T>(value: Json<T>): T[] => (typeof value === "string" ? (JSON.parse(value) as T[]) : value);

const toGigs = (rows: Json<GigCounts>): GigCounts[] =>
  parsed(rows).map((row) => ({
    id: String(row.id),
    name: row.name,
    startTime: row.startTime,
    venueName: row.venueName,
    city: row.city,
    cancelled: Boolean(row.cancelled),
    rsvps: Number(row.rsvps),
    calendarAdds: Number(row.calendarAdds),
    ticketClicks: Number(row.ticketClicks),
  }));

/**
 * Every part the page's kind has, in one statement (one round trip, one connection: the issue's "one
 * query per page"); each part is an index-backed read of its own, aggregated to a json array.
 */
export async function readDashboard(db: DbOrTx, kind: PageKind, pageId: string) {
  if (kind === "venue") {
    const result = await db.execute<{
      city: string | null;
      wants: Json<{ bandId: string; name: string; fans: number }>;
      gigs: Json<GigCounts>;
    }>(sql`
      select (select city from venues where id = ${pageId}) as city,
        ${rowsOf(cityWantsSql(pageId), sql`part.ord`)} as wants,
        ${rowsOf(upcomingGigsSql(kind, pageId), sql`part.ord`)} as gigs`);
    const row = result.rows[0]!;
    const bands = parsed(row.wants).map((band) => ({
      bandId: String(band.bandId),
      name: band.name,
      fans: Number(band.fans),
    }));
    const city = row.city ?? null;
    return {
      city,
      followers: null,
      screams: null,
      demand: null,
      cityWants: { city, bands: city ? bands : [] },
      gigs: toGigs(row.gigs),
    };
  }
  const result = await db.execute<{
    followers: Json<{ day: string; followers: number; now: number }>;
    screams: Json<{ level: number; fans: number }>;
    demand: Json<CityCount & { total: number }> | null;
    gigs: Json<GigCounts>;
  }>(sql`
    select ${rowsOf(followerDaysSql(kind, pageId), sql`part.day`)} as followers,
      ${rowsOf(screamLevelsSql(kind, pageId))} as screams,
      ${kind === "band" ? rowsOf(bandDemandSql(pageId), sql`part.ord`) : sql`null`} as demand,
      ${rowsOf(upcomingGigsSql(kind, pageId), sql`part.ord`)} as gigs`);
  const row = result.rows[0]!;
  const days = parsed(row.followers);
  const cities = row.demand === null ? null : parsed(row.demand);
  return {
    city: null,
    followers: {
      now: Number(days[0]?.now ?? 0),
      daily: days.map((day) => ({ day: day.day, followers: Number(day.followers) })),
    },
    screams: parsed(row.screams).map((vote) => ({ level: Number(vote.level), fans: Number(vote.fans) })),
    // Bring to My City is asked of bands only (artists' pages have no such button).
    demand: cities && {
      total: Number(cities[0]?.total ?? 0),
      cities: cities.map((city) => ({
        city: city.city,
        fans: Number(city.fans),
        last30Days: Number(city.last30Days),
      })),
    },
    cityWants: null,
    gigs: toGigs(row.gigs),
  };
}

export type DashboardData = Awaited<ReturnType<typeof readDashboard>>;
