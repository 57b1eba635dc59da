import { sql } from "drizzle-orm";
import { sessionCookieFor } from "../../../src/server/auth/testing";
import type { AppDeps } from "../../../src/server/context";
import type { Database } from "../../../src/server/db/client";
import { CITY_WANTS_LIMIT, LIST_LIMIT } from "../../../src/server/manage/service";
import { CHART_DAYS, type ManagerDashboard, SMALL_COUNT } from "../../../src/shared/contract/manage";
import type { Case } from "./demand";

const IST = sql.raw("'Asia/Kolkata'");

type Page = { kind: "band" | "venue"; path: "bands" | "venues"; id: string; label: string };

/**
 * The managers' dashboard (GET /api/manage/{kind}/{id}, issue 12 item 6) on the demand bench's data
 * set: the page of the busiest band (the most followers, votes and requests, the gigs with the most
 * RSVPs), a band in the middle of the ranking, and the venue with the most upcoming gigs (in the
 * heaviest city, so its 'bands the city wants' is the biggest). Each is asked by its own manager (a
 * member with a page_managers row and a session cookie), as the page does. The check: every answer
 * equals a count over the raw rows (fan_band_activity, event_rsvps, user_calendar_events), which is
 * also the dashboard as first built (no aggregate): its one-run time is "before ms".
 */
export async function dashboardCases(db: Database, deps: AppDeps): Promise<Case[]> {
  const pages = await pickPages(db);
  const cases: Case[] = [];
  for (const page of pages) {
    const cookie = await sessionCookieFor(deps, await createManager(db, page));
    // The floor of a signed-in request: the session and one small query ('My Pages', its tabs).
    if (cases.length === 0) {
      cases.push({
        name: "signed in: My Pages (floor)",
        urls: ["/api/manage"],
        headers: { cookie },
        check: async (body) => {
          const ids = (body as { pages: { id: string }[] }).pages.map((tab) => tab.id);
          return ids.length === 1 && ids[0] === page.id ? "OK" : "MISMATCH: the manager's 'My Pages' is not their page";
        },
      });
    }
    cases.push({
      name: `dashboard: ${page.label}`,
      urls: [`/api/manage/${page.path}/${page.id}`],
      headers: { cookie },
      check: async (body) => compareDashboard(db, page, (body as { dashboard: ManagerDashboard }).dashboard),
    });
  }
  return cases;
}

async function pickPages(db: Database): Promise<Page[]> {
  const bands = await db.execute<{ id: string }>(sql`
    select id from bands where fan_following_count > 0 order by fan_following_count desc, id`);
  const busiest = bands.rows[0]!.id;
  const middle = bands.rows[Math.floor(bands.rows.length / 2)]!.id;
  const venue = await db.execute<{ venue_id: string }>(sql`
    select venue_id from events where venue_id is not null and start_time >= now()
    group by venue_id order by count(*) desc, venue_id limit 1`);
  return [
    { kind: "band", path: "bands", id: busiest, label: "busiest band" },
    { kind: "band", path: "bands", id: middle, label: "middle band" },
    { kind: "venue", path: "venues", id: venue.rows[0]!.venue_id, label: "busiest venue" },
  ];
}

/** A member who owns the page (as an approved claim leaves it), written straight to the tables. */
async function createManager(db: Database, page: Page): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    insert into users (email, email_verified, name, role, user_type)
    values (${`dm-manager-${page.label.replace(/ /g, "-")}@bench.loudtribe.invalid`}, true, ${`Manager of the ${page.label}`}, 'fan', 'real')
    returning id`);
  const id = result.rows[0]!.id;
  await db.execute(sql`insert into fans (user_id, onboarding_complete) values (${id}, true)`);
  await db.execute(sql`
    insert into page_managers (page_type, page_id, user_id, role) values (${page.kind}, ${page.id}, ${id}, 'owner')`);
  return id;
}

const guard = (fans: number) => (fans < SMALL_COUNT ? null : fans);

/** "OK", or which part of the answer differs from the count over the raw rows. */
async function compareDashboard(db: Database, page: Page, body: ManagerDashboard): Promise<string> {
  const expected = page.kind === "band" ? await referenceBand(db, page.id) : await referenceVenue(db, page.id);
  const got: Record<string, string> = {
    gigs: body.gigs.map((g) => `${g.id}:${g.cancelled}:${g.rsvps}:${g.calendarAdds}:${g.ticketClicks}`).join(" "),
  };
  if (page.kind === "band") {
    got.followers = `${body.followers?.now} ${body.followers?.daily.map((d) => `${d.day}=${d.followers}`).join(" ")}`;
    got.screams = body.screams?.levels.map((l) => l.fans).join(",") ?? "";
    got.demand = `${body.demand?.total} ${body.demand?.cities.map((c) => `${c.city}:${c.count}:${c.last30Days}`).join(" ")}`;
  } else {
    got.cityWants = `${body.cityWants?.city} ${body.cityWants?.bands.map((b) => `${b.bandId}:${b.count}`).join(" ")}`;
  }
  const differs = Object.keys(expected).filter((part) => expected[part] !== got[part]);
  return differs.length === 0
    ? "OK"
    : `MISMATCH: the ${page.label}'s dashboard (${differs.join(", ")}) differs from the count over the raw rows`;
}

/** A band's parts straight from fan_band_activity, and its gigs' counts from their rows. */
async function referenceBand(db: Database, bandId: string): Promise<Record<string, string>> {
  const days = await db.execute<{ day: string; followers: number }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      (select count(*) from fan_band_activity a
       where a.band_id = ${bandId} and a.following and (a.followed_at at time zone ${IST})::date <= d.day)::int as followers
    from (
      select generate_series(today - ${CHART_DAYS - 1}::int, today, interval '1 day')::date as day
      from (select (now() at time zone ${IST})::date as today) t
    ) d order by d.day`);
  const now = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from fan_band_activity where band_id = ${bandId} and following`);
  const votes = await db.execute<{ level: number; fans: number }>(sql`
    select fan_vote as level, count(*)::int as fans from fan_band_activity
    where band_id = ${bandId} and fan_vote is not null group by fan_vote`);
  const cities = await db.execute<{ city: string; fans: number; recent: number; total: number }>(sql`
    select min(btrim(bring_city)) as city, count(*)::int as fans,
      count(*) filter (where bring_at >= now() - interval '30 days')::int as recent,
      (sum(count(*)) over ())::int as total
    from fan_band_activity
    where band_id = ${bandId} and bring_to_my_city and bring_city is not null and btrim(bring_city) <> ''
    group by lower(btrim(bring_city))
    order by count(*) desc, 1
    limit ${LIST_LIMIT}`);
  const level = (n: number) => votes.rows.find((row) => Number(row.level) === n)?.fans ?? 0;
  return {
    followers: `${now.rows[0]!.n} ${days.rows.map((d) => `${d.day}=${d.followers}`).join(" ")}`,
    screams: [1, 2, 3, 4, 5, 6, 7].map(level).join(","),
    demand: `${cities.rows[0]?.total ?? 0} ${cities.rows
      .map((c) => `${c.city}:${guard(c.fans)}:${guard(c.fans) === null ? null : c.recent}`)
      .join(" ")}`,
    gigs: await referenceGigs(db, sql`e.id in (select l.event_id from event_lineup l where l.band_id = ${bandId})`),
  };
}

/** A venue's city's most wanted bands straight from fan_band_activity, and its gigs' counts. */
async function referenceVenue(db: Database, venueId: string): Promise<Record<string, string>> {
  const city = (await db.execute<{ city: string }>(sql`select city from venues where id = ${venueId}`)).rows[0]!.city;
  const bands = await db.execute<{ band_id: string; fans: number }>(sql`
    select d.band_id, d.fans from (
      select band_id, count(*)::int as fans from fan_band_activity
      where bring_to_my_city and lower(btrim(bring_city)) = lower(btrim(${city}))
      group by band_id order by count(*) desc, band_id limit ${CITY_WANTS_LIMIT}
    ) d join bands b on b.id = d.band_id
    order by d.fans desc, b.name`);
  return {
    cityWants: `${city} ${bands.rows.map((b) => `${b.band_id}:${guard(b.fans)}`).join(" ")}`,
    gigs: await referenceGigs(db, sql`e.venue_id = ${venueId}`),
  };
}

async function referenceGigs(db: Database, filter: ReturnType<typeof sql>): Promise<string> {
  const gigs = await db.execute<{ id: string; cancelled: boolean; rsvps: number; adds: number; clicks: number }>(sql`
    select e.id, e.cancelled_at is not null as cancelled,
      (select count(*) from event_rsvps r where r.event_id = e.id)::int as rsvps,
      (select count(*) from user_calendar_events c where c.event_id = e.id)::int as adds,
      coalesce((select t.clicks from event_ticket_clicks t where t.event_id = e.id), 0)::int as clicks
    from events e
    where ${filter} and (e.start_time is null or coalesce(e.end_time, e.start_time) >= now())
    order by e.start_time asc nulls last, e.id limit ${LIST_LIMIT}`);
  return gigs.rows.map((g) => `${g.id}:${g.cancelled}:${g.rsvps}:${g.adds}:${g.clicks}`).join(" ");
}
