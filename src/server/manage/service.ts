import { type SQL, sql } from "drizzle-orm";
import { CHART_DAYS } from "@/shared/contract/manage";
import type { PageKind } from "@/shared/contract/pages";
import type { DbOrTx } from "../db/client";
import { TARGETS } from "../fan-activity/targets";

/**
 * The managers' dashboard's reads (issue 12 item 6): one set-based aggregate per part, run in
 * parallel; every one groups and counts in the database and returns counts only, never a fan's row.
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
 * began after that day (one pass over the act's follows of the window, through the followed_at index).
 */
export async function followerDays(db: DbOrTx, kind: "band" | "artist", actId: string) {
  const t = TARGETS[kind];
  const result = await db.execute<{ day: string; followers: number; now: number }>(sql`
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
    from days cross join total left join recent on recent.day = days.day
    order by days.day`);
  const rows = result.rows;
  return {
    now: Number(rows[0]?.now ?? 0),
    daily: rows.map((row) => ({ day: row.day, followers: Number(row.followers) })),
  };
}

/** Scream-O-Meter votes per level. */
export async function screamLevels(db: DbOrTx, kind: "band" | "artist", actId: string) {
  const t = TARGETS[kind];
  const result = await db.execute<{ level: number; fans: number }>(sql`
    select fan_vote as level, count(*)::int as fans from ${t.activity}
    where ${t.actColumn} = ${actId} and fan_vote is not null
    group by fan_vote`);
  return result.rows.map((row) => ({ level: Number(row.level), fans: Number(row.fans) }));
}

export type CityCount = {
  city: string;
  fans: number;
  last30Days: number;
  total: number;
};

/** Bring to My City per city (cities compared ignoring case and spaces), most fans first. */
export async function bandDemand(db: DbOrTx, bandId: string) {
  const result = await db.execute<CityCount>(sql`
    select min(btrim(bring_city)) as city, count(*)::int as fans,
      count(*) filter (where bring_at >= now() - interval '30 days')::int as "last30Days",
      (sum(count(*)) over ())::int as total
    from fan_band_activity
    where band_id = ${bandId} and bring_to_my_city and bring_city is not null and btrim(bring_city) <> ''
    group by lower(btrim(bring_city))
    order by count(*) desc, 1
    limit ${LIST_LIMIT}`);
  const rows = result.rows.map((row) => ({
    city: row.city,
    fans: Number(row.fans),
    last30Days: Number(row.last30Days),
  }));
  return { total: Number(result.rows[0]?.total ?? 0), cities: rows };
}

/** The bands a city asks for most (a venue's tab). */
export async function bandsCityWants(db: DbOrTx, city: string) {
  const result = await db.execute<{ bandId: string; name: string; fans: number }>(sql`
    select b.id as "bandId", b.name, d.fans from (
      select band_id, count(*)::int as fans from fan_band_activity
      where bring_to_my_city and lower(btrim(bring_city)) = lower(btrim(${city}))
      group by band_id
      order by count(*) desc, band_id
      limit ${CITY_WANTS_LIMIT}
    ) d join bands b on b.id = d.band_id
    order by d.fans desc, b.name`);
  return result.rows.map((row) => ({ bandId: String(row.bandId), name: row.name, fans: Number(row.fans) }));
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

/** The page's upcoming gigs (and undated ones), soonest first, with RSVPs, calendar adds and ticket clicks. */
export async function upcomingGigs(db: DbOrTx, kind: PageKind, pageId: string): Promise<GigCounts[]> {
  const result = await db.execute<GigCounts>(sql`
    select e.id, e.name, e.start_time as "startTime",
      coalesce(v.name, e.venue_name, e.venue) as "venueName", coalesce(v.city, e.city) as city,
      e.cancelled_at is not null as cancelled,
      (select count(*) from event_rsvps r where r.event_id = e.id)::int as rsvps,
      (select count(*) from user_calendar_events c where c.event_id = e.id)::int as "calendarAdds",
      coalesce(t.clicks, 0)::int as "ticketClicks"
    from events e
    left join venues v on v.id = e.venue_id
    left join event_ticket_clicks t on t.event_id = e.id
    where ${GIG_FILTER[kind](pageId)}
      and (e.start_time is null or coalesce(e.end_time, e.start_time) >= now())
    order by e.start_time asc nulls last, e.id
    limit ${LIST_LIMIT}`);
  return result.rows.map((row) => ({
    ...row,
    id: String(row.id),
    cancelled: Boolean(row.cancelled),
    rsvps: Number(row.rsvps),
    calendarAdds: Number(row.calendarAdds),
    ticketClicks: Number(row.ticketClicks),
  }));
}

/** A venue's city, for 'the bands its city wants'. */
export async function venueCity(db: DbOrTx, venueId: string): Promise<string | null> {
  const result = await db.execute<{ city: string | null }>(sql`select city from venues where id = ${venueId}`);
  return result.rows[0]?.city ?? null;
}

/** Every part the page's kind has, read in parallel. */
export async function readDashboard(db: DbOrTx, kind: PageKind, pageId: string) {
  if (kind === "venue") {
    const city = await venueCity(db, pageId);
    const [cityWants, gigs] = await Promise.all([
      city ? bandsCityWants(db, city) : Promise.resolve([]),
      upcomingGigs(db, kind, pageId),
    ]);
    return { city, followers: null, screams: null, demand: null, cityWants: { city, bands: cityWants }, gigs };
  }
  const [followers, screams, demand, gigs] = await Promise.all([
    followerDays(db, kind, pageId),
    screamLevels(db, kind, pageId),
    // Bring to My City is asked of bands only (artists' pages have no such button).
    kind === "band" ? bandDemand(db, pageId) : Promise.resolve(null),
    upcomingGigs(db, kind, pageId),
  ]);
  return { city: null, followers, screams, demand, cityWants: null, gigs };
}

export type DashboardData = Awaited<ReturnType<typeof readDashboard>>;
