import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { sessionCookieFor } from "../../../src/server/auth/testing";
import type { Database } from "../../../src/server/db/client";
import type { Job } from "../../../src/server/jobs/queue";
import { GIG_MAIL_JOB, gigNotificationJobs } from "../../../src/server/notifications/gigs";
import { startBenchServer } from "../discovery/bench-server";
import type { BenchDriver, BenchRow, BenchScenario } from "../types";

/** Issue 13's size on PostgreSQL (a band with 100,000 followers); PGlite gets a small copy. */
const FOLLOWERS: Record<BenchDriver, number> = { postgres: 100_000, pglite: 2_000 };
/** Issue 13's targets. */
const FANOUT_TARGET_MS = 2_000;
const PUBLISH_TARGET_MS = 200;
const READ_TARGET_MS = 5;
/** The gig's city; followers are spread over these, the first heavier. */
const CITY = "Pune";
const CITIES = [CITY, "Mumbai", "Bengaluru", "Delhi", "Hyderabad", "Chennai", "Kolkata", "Goa", "Shillong", "Kochi"];
/** Gigs the band announces, each fanned out to every follower. */
const GIGS = 3;
/** Older notifications every follower already has (some read), so the list and count are not empty tables. */
const EARLIER = 20;
const VIEWERS = 60;
const MAX_REQUESTS = 400;
/**
 * Requests to each read path before its timed ones. The bench's server process is minutes old and
 * has not served these routes yet: its first few hundred requests run in V8's unoptimised tiers
 * (measured: p50 7.4 ms for the first 400 unread counts, 2.3 ms for the next 400, same database),
 * which is the start of a process, not what a fan waits for from a server that has been up. The
 * cold figure is printed too.
 */
const WARM_UP_REQUESTS = 400;

/**
 * A band with 100,000 followers announces a gig (issue 13's bar): POST /api/gigs through the whole
 * app (it only queues the fan-out: ≤ 200 ms), then the fan-out job run by its handler, timed (one
 * set-based INSERT … SELECT per kind of news: ≤ 2 s to write every notification), the follow-up cap
 * job (background), the fan-out run again (a retry writes nothing), then (after WARM_UP_REQUESTS each) a follower's GET /api/notifications/unread-count and first page through the
 * app (≤ 5 ms median), and one batch of immediate mails. Three gigs, so the fan-out is timed three
 * times. The check: every follower has exactly one notification per gig (own city: the important
 * kind; asked for the city: Bring to My City answered, their requests marked), none more after the
 * retry, and each viewer's unread count equals a count of their rows.
 */
export const notifyScenario: BenchScenario = {
  name: "notify",
  description: "A band with 100,000 followers announces gigs: request ≤ 200 ms, fan-out ≤ 2 s, bell ≤ 5 ms",
  async run(context) {
    const followers = Math.max(
      100,
      Math.round(FOLLOWERS[context.driver] * (Number(process.env.NOTIFY_BENCH_SCALE) || 1)),
    );
    const seedStarted = performance.now();
    const seeded = await seed(context.db.db, followers);
    // The seed writes 2,300,000 rows in one transaction. Until they are vacuumed none carries its
    // hint bits and no page is all-visible, so the timed jobs would pay for that first (every page
    // read is dirtied and written again: the cap job took 13 s instead of 1.7). A server that has
    // been up holds a vacuumed table; this machine's PostgreSQL runs with autovacuum off.
    await context.db.db.execute(sql`vacuum analyze`);
    console.log(`    seeded ${followers} followers in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const server = await startBenchServer(context);
    const pg = context.driver === "postgres";
    const verdict = (ms: number, target: number) => (pg ? (ms <= target ? "met" : "NOT met") : "(no target)");
    const lines: string[] = [];
    const rows: BenchRow[] = [];
    let check = "OK";
    const fail = (message: string) => {
      if (check === "OK") check = `MISMATCH: ${message}`;
    };
    const row = (name: string, times: number[], target: number) => {
      const [p50, max] = [percentile(times, 0.5), Math.max(...times)];
      lines.push(
        `    ${name.padEnd(44)}  ${String(times.length).padStart(5)}  ${p50.toFixed(1).padStart(8)}  ${max.toFixed(1).padStart(8)}  ≤ ${String(target).padEnd(5)} ${verdict(p50, target)}`,
      );
      rows.push({
        scenario: "notify",
        case: name,
        database: context.driver,
        operations: times.length,
        seconds: times.reduce((a, b) => a + b, 0) / 1000,
        check: "",
      });
    };
    try {
      const db = context.db.db;
      const cookie = await sessionCookieFor(server.deps, seeded.managerId);
      // What one request costs on this machine right now (no session, one trivial query): on a busy
      // box the figures below are best read against it.
      const floor: number[] = [];
      for (let i = 0; i < 100; i++) {
        const at = performance.now();
        await (await server.app.request("/api/health")).text();
        floor.push(performance.now() - at);
      }
      lines.push(
        `    ${"baseline: GET /api/health (machine floor)".padEnd(44)}  ${String(floor.length).padStart(5)}  ${percentile(floor, 0.5).toFixed(1).padStart(8)}  ${Math.max(
          ...floor,
        )
          .toFixed(1)
          .padStart(8)}`,
      );

      // 1. The publishing requests.
      const publish: number[] = [];
      const eventIds: string[] = [];
      for (let i = 1; i <= GIGS; i++) {
        const started = performance.now();
        const res = await server.app.request("/api/gigs", {
          method: "POST",
          headers: { cookie, "content-type": "application/json", origin: "http://127.0.0.1" },
          body: JSON.stringify({
            name: `Bench Night ${i}`,
            venueId: seeded.venueId,
            startTime: `2030-03-0${i}T20:00`,
            lineup: [{ kind: "band", id: seeded.bandId, headliner: true }],
          }),
        });
        const body = (await res.json()) as { status?: string; eventId?: string };
        publish.push(performance.now() - started);
        if (res.status !== 201 || body.status !== "published")
          throw new Error(`POST /api/gigs: ${res.status} ${JSON.stringify(body)}`);
        eventIds.push(body.eventId!);
      }
      row("POST /api/gigs (publish, fan-out queued)", publish, PUBLISH_TARGET_MS);

      // 2. The fan-out job, by its handler (the queue's own claim/lease is not what is measured).
      const lineupJob = (eventId: string): Job => ({
        id: "bench",
        kind: "gig-lineup",
        key: `gig-lineup:${eventId}:bench:all`,
        payload: { eventId, actorId: seeded.managerId, bands: null, artists: null },
        attempts: 1,
      });
      // The server's processes are readable in /proc only when it runs here.
      const host = context.databaseUrl ? new URL(context.databaseUrl).hostname : "";
      const localPostgres = pg && ["127.0.0.1", "localhost", "[::1]"].includes(host);
      const fanout: number[] = [];
      const fanoutCpu: number[] = [];
      for (const eventId of eventIds) {
        const cpuBefore = localPostgres ? await backendCpuMs(db) : undefined;
        const started = performance.now();
        await gigNotificationJobs["gig-lineup"]!(server.deps, lineupJob(eventId));
        fanout.push(performance.now() - started);
        const cpuAfter = cpuBefore === undefined ? undefined : await backendCpuMs(db);
        if (cpuBefore !== undefined && cpuAfter !== undefined) fanoutCpu.push(cpuAfter - cpuBefore);
        const written = await countFor(db, eventId);
        if (written !== followers) fail(`gig ${eventId}: ${written} notifications for ${followers} followers`);
      }
      row(`fan-out job: ${followers.toLocaleString("en-IN")} notifications`, fanout, FANOUT_TARGET_MS);
      // On a shared, loaded machine the wall clock above is inflated; the database's CPU time is not.
      if (fanoutCpu.length > 0)
        lines.push(
          `    ${"  the same: PostgreSQL CPU time (its backends)".padEnd(44)}  ${String(fanoutCpu.length).padStart(5)}  ${percentile(fanoutCpu, 0.5).toFixed(1).padStart(8)}  ${Math.max(
            ...fanoutCpu,
          )
            .toFixed(1)
            .padStart(8)}`,
        );
      // The follow-up job that keeps each fan's newest 1,000 (background, no target).
      const trim: number[] = [];
      for (const eventId of eventIds) {
        const at = performance.now();
        await gigNotificationJobs["gig-trim"]!(server.deps, {
          id: "bench",
          kind: "gig-trim",
          key: `gig-lineup:${eventId}:bench:all:trim`,
          payload: { eventId },
          attempts: 1,
        });
        trim.push(performance.now() - at);
      }
      lines.push(
        `    ${"cap job: each fan's newest 1,000 (background)".padEnd(44)}  ${String(trim.length).padStart(5)}  ${percentile(trim, 0.5).toFixed(1).padStart(8)}  ${Math.max(
          ...trim,
        )
          .toFixed(1)
          .padStart(8)}`,
      );
      const answered = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from fan_band_activity where bring_answered_event_id = ${eventIds[0]!}`);
      if (Number(answered.rows[0]?.n) !== seeded.askers)
        fail(`${answered.rows[0]?.n} requests answered, ${seeded.askers} asked`);
      const kinds = await db.execute<{ kind: string; n: number }>(sql`
        select kind, count(*)::int as n from notifications
        where dedupe_key in (${`gig:${eventIds[0]}`}, ${`bring:${eventIds[0]}`}) group by kind order by kind`);
      console.log(`    gig 1: ${kinds.rows.map((k) => `${k.kind} ${k.n}`).join(", ")}`);

      const retry: number[] = [];
      const started = performance.now();
      await gigNotificationJobs["gig-lineup"]!(server.deps, lineupJob(eventIds[0]!));
      retry.push(performance.now() - started);
      if ((await countFor(db, eventIds[0]!)) !== followers) fail("the retried job wrote again");
      row("fan-out job run again (writes nothing)", retry, FANOUT_TARGET_MS);

      // 3. A follower's bell and first page.
      const viewers = await db.execute<{ id: string }>(sql`
        select fan_id as id from fan_band_activity where band_id = ${seeded.bandId} and following
        order by fan_id limit ${VIEWERS}`);
      const cookies = await Promise.all(viewers.rows.map((v) => sessionCookieFor(server.deps, v.id)));
      for (const [path, name] of [
        ["/api/notifications/unread-count", "GET unread-count (a follower)"],
        ["/api/notifications?limit=20", "GET /api/notifications first page"],
      ] as const) {
        const cold: number[] = [];
        for (let i = 0; i < WARM_UP_REQUESTS; i++) {
          const at = performance.now();
          const res = await server.app.request(path, { headers: { cookie: cookies[i % cookies.length]! } });
          await res.text();
          cold.push(performance.now() - at);
        }
        const times: number[] = [];
        const deadline = performance.now() + context.budgetMs;
        for (let i = 0; i < MAX_REQUESTS && (i < cookies.length || performance.now() < deadline); i++) {
          const at = performance.now();
          const res = await server.app.request(path, { headers: { cookie: cookies[i % cookies.length]! } });
          const body = (await res.json()) as { unread?: number; items?: unknown[] };
          times.push(performance.now() - at);
          if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
          if (i < cookies.length && body.unread !== undefined) {
            const own = await db.execute<{ n: number }>(sql`
              select count(*)::int as n from notifications where user_id = ${viewers.rows[i]!.id} and read_at is null`);
            if (Number(own.rows[0]?.n) !== body.unread) fail(`unread ${body.unread} ≠ ${own.rows[0]?.n}`);
          }
          if (body.items && body.items.length !== 20) fail(`a first page of ${body.items.length}`);
        }
        row(name, times, READ_TARGET_MS);
        lines.push(
          `    ${`  the same, first ${WARM_UP_REQUESTS} (cold process)`.padEnd(44)}  ${String(cold.length).padStart(5)}  ${percentile(cold, 0.5).toFixed(1).padStart(8)}  ${Math.max(
            ...cold,
          )
            .toFixed(1)
            .padStart(8)}`,
        );
      }

      // 4. One batch of immediate mails (to the bench's outbox folder).
      const mail: Job = {
        id: "bench",
        kind: GIG_MAIL_JOB,
        key: `gig-mails:bench:${eventIds[0]}:0`,
        payload: { eventId: eventIds[0], batch: 0 },
        attempts: 1,
      };
      const mailStarted = performance.now();
      await gigNotificationJobs[GIG_MAIL_JOB]!(server.deps, mail);
      lines.push(
        `    ${"immediate mails: one batch of 100 (outbox)".padEnd(44)}  ${"1".padStart(5)}  ${(performance.now() - mailStarted).toFixed(1).padStart(8)}`,
      );
      console.log(`\n${DETAIL_HEADER}\n${lines.join("\n")}`);
      return rows.map((r) => ({ ...r, check }));
    } finally {
      await server.close();
    }
  },
};

/**
 * CPU time (user + system, ms) spent so far by the PostgreSQL backends serving this database, read
 * from /proc: only when the server runs on this machine (else undefined, and the bench prints wall
 * clock alone). A backend that exits between two readings takes its share with it; the app's pool
 * keeps its connections through a job.
 */
async function backendCpuMs(db: Database): Promise<number | undefined> {
  const { rows } = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return undefined;
    }
  }
  return ticks * 10;
}

async function countFor(db: Database, eventId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from notifications where dedupe_key in (${`gig:${eventId}`}, ${`bring:${eventId}`})`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The band (verified, so its manager's gigs go live at once), its manager, a venue in Pune and the
 * followers: 1 in 4 in Pune, the rest over nine other cities, 1 in 10 without a city; 1 in 10 asked
 * the band to come to their city (half of them in Pune). Each follower already has EARLIER notifications, the older read.
 */
export async function seed(db: Database, followers: number) {
  const cities = sql.raw(`array[${CITIES.map((city) => `'${city}'`).join(", ")}]`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const [manager] = (
      await tx.execute<{ id: string }>(sql`
        insert into users (email, email_verified, name, role) values ('bench-manager@bench.loudtribe.invalid', true, 'Bench Manager', 'fan')
        returning id`)
    ).rows;
    await tx.execute(sql`insert into fans (user_id, city) values (${manager!.id}, ${CITY})`);
    const [band] = (
      await tx.execute<{ id: string }>(sql`
        insert into bands (name, location, is_verified, fan_following_count)
        values ('Bench Static', 'Pune, Maharashtra', true, ${followers}) returning id`)
    ).rows;
    await tx.execute(sql`
      insert into page_managers (page_type, page_id, user_id, role) values ('band', ${band!.id}, ${manager!.id}, 'owner')`);
    const [venue] = (
      await tx.execute<{ id: string }>(sql`
        insert into venues (name, city) values ('Bench Hall', ${CITY}) returning id`)
    ).rows;
    await tx.execute(sql`
      create temp table nb_fans on commit drop as
      select n, gen_random_uuid() as id,
        case when n % 10 = 0 then null when n % 4 = 1 then ${CITY}
             else (${cities})[2 + (n % ${CITIES.length - 1})] end as city
      from generate_series(1, ${followers}) n`);
    await tx.execute(sql`
      insert into users (id, email, email_verified, name, role)
      select id, 'nb-fan-' || n || '@bench.loudtribe.invalid', true, 'Bench Fan ' || n, 'fan' from nb_fans`);
    await tx.execute(sql`insert into fans (user_id, city) select id, city from nb_fans`);
    await tx.execute(sql`
      insert into fan_band_activity (fan_id, band_id, following, bring_to_my_city, bring_city)
      select id, ${band!.id}, true, n % 20 in (1, 6), case when n % 20 in (1, 6) then city end from nb_fans`);
    await tx.execute(sql`
      insert into notifications (user_id, kind, data, href, read_at, created_at, latest_at)
      select f.id, 'level_up', jsonb_build_object('level', k), '/profile/' || f.id,
        case when k <= ${EARLIER - 2} then now() - make_interval(days => k) end,
        now() - make_interval(days => k), now() - make_interval(days => k)
      from nb_fans f cross join generate_series(1, ${EARLIER}) k`);
    const askers = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from nb_fans where n % 20 in (1, 6) and city = ${CITY}`);
    await tx.execute(sql`analyze`);
    return { managerId: manager!.id, bandId: band!.id, venueId: venue!.id, askers: Number(askers.rows[0]!.n) };
  });
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const DETAIL_HEADER = [
  "    case                                          runs    p50 ms    max ms  target",
  "    --------------------------------------------  -----  --------  --------  -------------",
].join("\n");
