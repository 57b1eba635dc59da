import { sql } from "drizzle-orm";
import { sessionCookieFor } from "../../../src/server/auth/testing";
import type { Database } from "../../../src/server/db/client";
import { periodStart } from "../../../src/server/leaderboard/period";
import type { Leaderboard, LeaderboardPeriod } from "../../../src/shared/contract/leaderboard";
import { startBenchServer } from "../discovery/bench-server";
import type { BenchDriver, BenchRow, BenchScenario } from "../types";

/** Issue 14's size on PostgreSQL; PGlite gets a small copy of the same shape. */
const SIZES: Record<BenchDriver, { fans: number; activities: number }> = {
  postgres: { fans: 200_000, activities: 20_000_000 },
  pglite: { fans: 5_000, activities: 200_000 },
};
/** Issue 14: every tab and the fan's own rank in ≤ 20 ms median server time. */
const TARGET_MS = 20;
/** The big city (the most fans, the hardest city board) the city cases filter on. */
const CITY = "Mumbai";
/** Cities by weight: a few metros hold most fans; some fans have no city at all. */
const CITIES = ["Mumbai", "Bengaluru", "Delhi", "Pune", "Hyderabad", "Chennai", "Kolkata", "Goa", "Shillong", "Kochi"];
const PERIODS: LeaderboardPeriod[] = ["week", "month", "all"];
/** Viewers whose own rank is asked for, spread over the whole board (top, middle, tail). */
const VIEWERS = 60;
const MAX_REQUESTS = 400;
const MIN_REQUESTS = 5;

type Case = { name: string; period: LeaderboardPeriod; city: string | null; viewers: boolean };
const CASES: Case[] = PERIODS.flatMap((period) => [
  { name: `${period}, all India`, period, city: null, viewers: false },
  { name: `${period}, ${CITY}`, period, city: CITY, viewers: false },
  { name: `${period}, own rank, all India`, period, city: null, viewers: true },
  { name: `${period}, own rank, ${CITY}`, period, city: CITY, viewers: true },
]);

/**
 * GET /api/leaderboard on a large data set (issue 14: 200,000 fans, 20,000,000 activity rows on
 * PostgreSQL): the three tabs for all of India and for one city, as a visitor, and the same with a
 * signed-in fan whose own rank is asked for (fans from the top to the tail of the board). Requests go
 * one at a time through the whole app in this process, so the time is the server's: session, query,
 * presenter. Prints median and p99 per case and the verdict against 20 ms median. The check: on
 * every tab, the top 50 and each signed-in fan's own rank and XP equal a straightforward reference
 * query (the per-day sums of the log ranked with rank() over every eligible fan), so a faster design
 * cannot change an answer. That reference is also what the boards did before fan_board_xp (sum the
 * period's days for every fan, rank() over all of them): its one-run time is printed as "before ms".
 */
export const leaderboardScenario: BenchScenario = {
  name: "leaderboard",
  description: "Leaderboard tabs and own rank on 200,000 fans / 20M activities: median vs 20 ms; answers checked",
  async run(context) {
    const size = sizeFor(context.driver);
    const seedStarted = performance.now();
    await seedBoards(context.db.db, size);
    console.log(`    seeded ${size.fans} fans, ${size.activities} activities in ${secondsSince(seedStarted)} s`);
    const server = await startBenchServer(context);
    try {
      const rows: BenchRow[] = [];
      const lines: string[] = [];
      let check = "OK";
      // What one request costs on this machine right now (session-less, one trivial query): on a
      // busy box the board figures are best read against it.
      const floor: number[] = [];
      for (let i = 0; i < 100; i++) {
        const started = performance.now();
        await (await server.app.request("/api/health")).text();
        floor.push(performance.now() - started);
      }
      lines.push(
        `    ${"baseline: GET /api/health".padEnd(30)}  ${String(floor.length).padStart(8)}  ${percentile(floor, 0.5)
          .toFixed(1)
          .padStart(7)}  ${percentile(floor, 0.99).toFixed(1).padStart(7)}  (the machine's floor now)`,
      );
      for (const benchCase of CASES) {
        const referenceStarted = performance.now();
        const expected = await reference(context.db.db, benchCase.period, benchCase.city);
        const referenceMs = performance.now() - referenceStarted;
        const people = benchCase.viewers ? spread(expected.map((row) => row.user_id)) : [undefined];
        const cookies = await Promise.all(
          people.map((viewer) => (viewer ? sessionCookieFor(server.deps, viewer) : Promise.resolve(undefined))),
        );
        const query = new URLSearchParams({
          period: benchCase.period,
          ...(benchCase.city ? { city: benchCase.city } : {}),
        });
        const times: number[] = [];
        const deadline = performance.now() + context.budgetMs;
        for (
          let i = 0;
          i < MAX_REQUESTS && (i < Math.max(MIN_REQUESTS, people.length) || performance.now() < deadline);
          i++
        ) {
          const cookie = cookies[i % people.length];
          const started = performance.now();
          const res = await server.app.request(`/api/leaderboard?${query}`, { headers: cookie ? { cookie } : {} });
          const body = (await res.json()) as Leaderboard;
          times.push(performance.now() - started);
          if (res.status !== 200) throw new Error(`leaderboard answered ${res.status}: ${JSON.stringify(body)}`);
          if (i < people.length && check === "OK") check = compare(benchCase, body, expected, people[i]);
        }
        const [p50, p99] = [percentile(times, 0.5), percentile(times, 0.99)];
        const verdict =
          context.driver === "postgres" ? (p50 <= TARGET_MS ? "met" : "NOT met") : "(no target on PGlite)";
        lines.push(
          `    ${benchCase.name.padEnd(30)}  ${String(times.length).padStart(8)}  ${p50.toFixed(1).padStart(7)}  ${p99.toFixed(1).padStart(7)}  ${verdict.padEnd(14)}  ${referenceMs.toFixed(0).padStart(9)}`,
        );
        rows.push({
          scenario: "leaderboard",
          case: benchCase.name,
          database: context.driver,
          operations: times.length,
          seconds: times.reduce((a, b) => a + b, 0) / 1000,
          check: "",
        });
      }
      console.log(`\n${DETAIL_HEADER}\n${lines.join("\n")}`);
      return rows.map((row) => ({ ...row, check }));
    } finally {
      await server.close();
    }
  },
};

/** LEADERBOARD_BENCH_SCALE (e.g. 0.05) shrinks the data set for a quick try; the figures count at 1. */
function sizeFor(driver: BenchDriver) {
  const scale = Number(process.env.LEADERBOARD_BENCH_SCALE) || 1;
  const size = SIZES[driver];
  return { fans: Math.round(size.fans * scale), activities: Math.round(size.activities * scale) };
}

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(0);

/**
 * The data set, set-based. Accounts: 1 in 100 an artist or admin (with a fans row and XP: not on
 * the boards), 1 in 200 a system account, 1 in 20 fans hidden ('Show me on leaderboards' off), 1 in
 * 10 without a city, the rest over ten cities, the metros heavier. Activity: the matrix's actions
 * over the last year, a few fans far busier than most (a power law), a busy current week (1 in 6
 * rows since IST Monday). Then the aggregates, from the log: XP per fan per IST day, each fan's total
 * and the boards' fan_board_xp.
 */
export async function seedBoards(db: Database, size: { fans: number; activities: number }) {
  const cities = sql.raw(`array[${CITIES.map((city) => `'${city}'`).join(", ")}]`);
  await db.transaction(async (tx) => {
    // Bulk load: foreign keys are checked by construction here, not row by row.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`select setseed(0.14)`);
    await tx.execute(sql`
      create temp table lb_fans on commit drop as
      select n, gen_random_uuid() as id from generate_series(1, ${size.fans}) n`);
    await tx.execute(sql`create unique index on lb_fans (n)`);
    await tx.execute(sql`
      insert into users (id, email, email_verified, name, display_name, role, user_type, created_at)
      select id, 'lb-fan-' || n || '@bench.loudtribe.invalid', true, 'Bench Fan ' || n,
        case when n % 3 = 0 then 'Listener ' || n end,
        case when n % 100 = 7 then 'artist' when n % 100 = 8 then 'admin' else 'fan' end,
        case when n % 200 = 9 then 'system' else 'real' end,
        now() - interval '3 years' + n * interval '7 minutes'
      from lb_fans`);
    await tx.execute(sql`
      insert into fans (user_id, city, show_on_leaderboards, onboarding_complete)
      select id,
        case when n % 10 = 0 then null
             else (${cities})[1 + floor(${CITIES.length} * power(((n * 7919) % 1000) / 1000.0, 2))::int] end,
        n % 20 <> 3, true
      from lb_fans`);
    await withoutIndexes(tx, ["fan_activities", "fan_daily_xp", "fan_board_xp"], async () => {
      await loadActivities(tx, size);
      await tx.execute(sql`
        insert into fan_daily_xp (fan_id, day, xp)
        select fan_id, (completed_at at time zone 'Asia/Kolkata')::date, sum(xp_reward)
        from fan_activities group by 1, 2`);
      await tx.execute(sql`
        update fans set xp_points = t.xp
        from (select fan_id, sum(xp)::int as xp from fan_daily_xp group by fan_id) t
        where t.fan_id = fans.user_id`);
      // The boards' aggregate, whose triggers the bulk load above bypassed (migration 0016).
      await tx.execute(sql`select fan_board_xp_rebuild()`);
    });
  });
  await db.execute(sql`vacuum analyze`);
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Runs a bulk load with the tables' indexes and unique/primary keys dropped, then builds them again
 * from their own definitions: one sorted build each instead of 20 million random inserts.
 */
export async function withoutIndexes(tx: Tx, tables: string[], load: () => Promise<void>) {
  const names = sql.join(
    tables.map((table) => sql`${table}::regclass`),
    sql`, `,
  );
  const constraints = await tx.execute<{ table: string; name: string; def: string }>(sql`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
    from pg_constraint where conrelid in (${names}) and contype in ('p', 'u')`);
  const indexes = await tx.execute<{ name: string; def: string }>(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i where i.indrelid in (${names})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
  for (const c of constraints.rows) await tx.execute(sql.raw(`alter table ${c.table} drop constraint "${c.name}"`));
  for (const index of indexes.rows) await tx.execute(sql.raw(`drop index ${index.name}`));
  await load();
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const c of constraints.rows) {
    await tx.execute(sql.raw(`alter table ${c.table} add constraint "${c.name}" ${c.def}`));
  }
  for (const index of indexes.rows) await tx.execute(sql.raw(index.def));
}

async function loadActivities(tx: Tx, size: { fans: number; activities: number }) {
  const chunk = 5_000_000;
  for (let done = 0; done < size.activities; done += chunk) {
    const rows = Math.min(chunk, size.activities - done);
    await tx.execute(sql`
        with actions as (
          select row_number() over (order by engagement_action) as i, engagement_action, points
          from user_engagement_matrix
        ), picks as (
          select 1 + floor(${size.fans} * power(random(), 3))::int as fan_n,
            1 + floor(random() * (select count(*) from actions))::int as action_i,
            case when random() < 1.0 / 6
              then now() - random() * (now() - (date_trunc('week', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'))
              else now() - random() * interval '365 days' end as at
          from generate_series(1, ${rows})
        )
        insert into fan_activities (fan_id, activity_type, xp_reward, completed_at)
        select f.id, a.engagement_action, a.points, p.at
        from picks p join lb_fans f on f.n = p.fan_n join actions a on a.i = p.action_i`);
    console.log(`    … ${done + rows} activities`);
  }
}

/** VIEWERS fans evenly spread over a ranked list: the top, the middle and the tail of the board. */
function spread(ids: string[]): string[] {
  if (ids.length <= VIEWERS) return ids;
  return Array.from({ length: VIEWERS }, (_, i) => ids[Math.floor((i * (ids.length - 1)) / (VIEWERS - 1))]!);
}

type RefRow = { user_id: string; rank: number; xp: number };

/**
 * The reference: period XP summed from the per-day sums (themselves the log's, as seeded), every
 * eligible fan ranked with rank() over all of them: what the board must say, however it is read.
 */
async function reference(db: Database, period: LeaderboardPeriod, city: string | null): Promise<RefRow[]> {
  const since = periodStart(period, new Date());
  const inCity = city === null ? sql`true` : sql`lower(btrim(f.city)) = lower(btrim(${city}))`;
  const result = await db.execute<RefRow>(sql`
    with period as (
      select fan_id, sum(xp)::int as xp from fan_daily_xp
      where ${since === null} or day >= ${since ?? "1970-01-01"}::date group by fan_id
    )
    select p.fan_id as user_id, rank() over (order by p.xp desc)::int as rank, p.xp
    from period p join fans f on f.user_id = p.fan_id join users u on u.id = p.fan_id
    where p.xp > 0 and u.role = 'fan' and u.user_type = 'real' and f.show_on_leaderboards and ${inCity}
    order by p.xp desc, u.created_at, u.id`);
  return result.rows.map((row) => ({ ...row, rank: Number(row.rank), xp: Number(row.xp) }));
}

/** "OK", or what differs between an answer and the reference: the top 50, and the viewer's own row. */
function compare(benchCase: Case, body: Leaderboard, expected: RefRow[], viewer: string | undefined): string {
  const top = body.rows.map((row) => `${row.userId}:${row.rank}:${row.xp}`).join(" ");
  const want = expected
    .slice(0, 50)
    .map((row) => `${row.user_id}:${row.rank}:${row.xp}`)
    .join(" ");
  if (top !== want) return `MISMATCH: ${benchCase.name}: top 50 differs`;
  if (viewer === undefined) return "OK";
  const own = expected.find((row) => row.user_id === viewer);
  const got = body.me ? `${body.me.rank}:${body.me.xp}` : "none";
  const ref = own ? `${own.rank}:${own.xp}` : "none";
  return got === ref ? "OK" : `MISMATCH: ${benchCase.name}: fan ${viewer} got ${got}, expected ${ref}`;
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const DETAIL_HEADER = [
  "    case                            requests   p50 ms   p99 ms  ≤ 20 ms median  before ms",
  "    ------------------------------  --------  -------  -------  --------------  ---------",
].join("\n");
