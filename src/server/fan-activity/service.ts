import { sql } from "drizzle-orm";
import type { CityDemand } from "@/shared/contract/bands";
import { threadTopic } from "@/shared/realtime-topics";
import type { Database, DbOrTx } from "../db/client";
import { conflict } from "../lib/errors";
import { ensureArtistRow } from "../participation/entities";
import { publish } from "../realtime/notify";
import { type ActKind, KIND_WORD, TARGETS } from "./targets";

const first = <T>(rows: { rows: T[] }): T | undefined => rows.rows[0];

type Counters = { followers: number; voteCount: number; voteAverage: number };
type CounterRow = { fan_following_count: number; fan_vote_count: number; fan_voting_average: number };

const toCounters = (row: CounterRow | undefined): Counters => ({
  followers: Number(row?.fan_following_count ?? 0),
  voteCount: Number(row?.fan_vote_count ?? 0),
  voteAverage: Number(row?.fan_voting_average ?? 0),
});

async function readCounters(db: DbOrTx, kind: ActKind, actId: string): Promise<Counters> {
  const t = TARGETS[kind];
  const result = await db.execute<CounterRow>(sql`
    select fan_following_count, fan_vote_count, fan_voting_average
    from ${t.counters} where ${t.counterId} = ${actId}`);
  return toCounters(first(result));
}

export type ViewerActivity = {
  following: boolean;
  bringToMyCity: boolean;
  bringCity: string | null;
  vote: number | null;
};

/** The act's public counters and, for a signed-in viewer, their own follow, city request and vote. */
export async function readActivity(db: Database, kind: ActKind, actId: string, viewerId: string | null) {
  const t = TARGETS[kind];
  const [counters, viewer] = await Promise.all([
    readCounters(db, kind, actId),
    viewerId
      ? db
          .execute<{
            following: boolean;
            bring_to_my_city: boolean;
            bring_city: string | null;
            fan_vote: number | null;
          }>(sql`
            select following, bring_to_my_city, bring_city, fan_vote from ${t.activity}
            where fan_id = ${viewerId} and ${t.actColumn} = ${actId}`)
          .then(first)
      : undefined,
  ]);
  const mine: ViewerActivity | null = viewerId
    ? {
        following: viewer?.following ?? false,
        bringToMyCity: viewer?.bring_to_my_city ?? false,
        bringCity: viewer?.bring_city ?? null,
        vote: viewer?.fan_vote === null || viewer?.fan_vote === undefined ? null : Number(viewer.fan_vote),
      }
    : null;
  return { counters, viewer: mine };
}

/**
 * Sets the fan's follow flag. fan_following_count moves only when the flag really changes (false →
 * true +1, true → false −1), in the same transaction, so double taps and concurrent requests keep
 * it exact: the flag's UPDATE re-checks `following <> $want` once it holds the row lock. Inside a
 * caller's transaction (referral registration) it is a savepoint of that transaction.
 */
export async function setFollowing(db: DbOrTx, kind: ActKind, fanId: string, actId: string, following: boolean) {
  const t = TARGETS[kind];
  return db.transaction(async (tx) => {
    if (kind === "artist") await ensureArtistRow(tx, actId);
    if (following) {
      await tx.execute(
        sql`insert into ${t.activity} (fan_id, ${t.actColumn}) values (${fanId}, ${actId}) on conflict do nothing`,
      );
    }
    const changed = await tx.execute(sql`
      update ${t.activity} set following = ${following}, updated_at = now()
      where fan_id = ${fanId} and ${t.actColumn} = ${actId} and following <> ${following}
      returning 1`);
    const delta = changed.rows.length === 0 ? 0 : following ? 1 : -1;
    const counted = await tx.execute<{ fan_following_count: number }>(sql`
      update ${t.counters} set fan_following_count = fan_following_count + ${delta}
      where ${t.counterId} = ${actId} returning fan_following_count`);
    return { following, followers: Number(first(counted)?.fan_following_count ?? 0), changed: delta !== 0 };
  });
}

/**
 * Bring to My City (bands): sets the flag and records the fan's own city (fans.city) with the
 * request, so the band page can say where fans want them; withdrawing clears the city.
 */
export async function setBringToMyCity(db: Database, fanId: string, bandId: string, wanted: boolean) {
  return db.transaction(async (tx) => {
    if (wanted) {
      await tx.execute(
        sql`insert into fan_band_activity (fan_id, band_id) values (${fanId}, ${bandId}) on conflict do nothing`,
      );
    }
    await tx.execute(sql`
      update fan_band_activity set
        bring_to_my_city = ${wanted},
        bring_city = case when ${wanted} then (select nullif(btrim(city), '') from fans where user_id = ${fanId}) end,
        bring_answered_at = null, bring_answered_event_id = null,
        updated_at = now()
      where fan_id = ${fanId} and band_id = ${bandId} and bring_to_my_city <> ${wanted}`);
    const row = first(
      await tx.execute<{ bring_city: string | null }>(sql`
        select bring_city from fan_band_activity where fan_id = ${fanId} and band_id = ${bandId}`),
    );
    return { bringToMyCity: wanted, city: wanted ? (row?.bring_city ?? null) : null };
  });
}

export const alreadyVoted = (kind: ActKind) =>
  conflict(`You've already voted for this ${KIND_WORD[kind]}`, "already_voted");

/**
 * The one Scream-O-Meter vote per fan per act. fan_vote is set only while it is null (the upsert's
 * WHERE), so a second vote, even a concurrent one, finds nothing to change and is a 409. The
 * totals move in one UPDATE whose right-hand sides read the row's previous values, so the
 * average is exact however many fans vote at once.
 */
export async function castVote(db: DbOrTx, kind: ActKind, fanId: string, actId: string, level: number) {
  const t = TARGETS[kind];
  return db.transaction(async (tx) => {
    if (kind === "artist") await ensureArtistRow(tx, actId);
    const cast = await tx.execute(sql`
      insert into ${t.activity} as a (fan_id, ${t.actColumn}, fan_vote, voted_at)
      values (${fanId}, ${actId}, ${level}, now())
      on conflict (fan_id, ${t.actColumn}) do update
        set fan_vote = excluded.fan_vote, voted_at = excluded.voted_at, updated_at = now()
        where a.fan_vote is null
      returning fan_vote`);
    if (cast.rows.length === 0) throw alreadyVoted(kind);
    const totals = await tx.execute<CounterRow>(sql`
      update ${t.counters} set
        fan_vote_count = fan_vote_count + 1,
        fan_vote_sum = fan_vote_sum + ${level},
        fan_voting_average = (fan_vote_sum + ${level})::float8 / (fan_vote_count + 1)
      where ${t.counterId} = ${actId}
      returning fan_following_count, fan_vote_count, fan_voting_average`);
    // Cards and other open pages showing this act can refresh their average.
    await publish(tx, { topic: threadTopic(kind, actId), event: "scream-vote", data: toCounters(first(totals)) });
    return { vote: level, ...toCounters(first(totals)) };
  });
}

/**
 * 'N fans in Pune want them here': the cities asked for most, and how many fans asked in all. Each
 * city also counts the requests a published gig there answered ('12 fans asked for Pune — answered!').
 */
export async function cityDemand(db: Database, bandId: string, limit: number): Promise<CityDemand> {
  const [cities, total] = await Promise.all([
    db.execute<{ city: string; count: number; answered: number }>(sql`
      select min(btrim(bring_city)) as city, count(*)::int as count,
        count(*) filter (where bring_answered_at is not null)::int as answered
      from fan_band_activity
      where band_id = ${bandId} and bring_to_my_city and bring_city is not null and btrim(bring_city) <> ''
      group by lower(btrim(bring_city))
      order by count(*) desc, 1
      limit ${limit}`),
    db.execute<{ count: number }>(sql`
      select count(*)::int as count from fan_band_activity where band_id = ${bandId} and bring_to_my_city`),
  ]);
  return {
    total: Number(first(total)?.count ?? 0),
    cities: cities.rows.map((row) => ({ city: row.city, count: Number(row.count), answered: Number(row.answered) })),
  };
}
