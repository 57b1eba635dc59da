import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Leaderboard } from "@/shared/contract/leaderboard";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createFan, jsonRequest } from "../auth/testing";
import { fanDailyXp, users } from "../db/schema";
import { updateProfile } from "../me/service";
import { createTestApp, type TestApp } from "../test";
import { award } from "../xp/engine";
import { insertFans } from "../xp/testing";
import { periodStart } from "./period";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

type BoardRow = { fanId: string; board: string; xp: number; listed: boolean; cityKey: string | null; joinedAt: string };

const idList = (fanIds: string[]) =>
  sql.join(
    fanIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** fan_board_xp as stored for these fans. */
async function stored(fanIds: string[]): Promise<BoardRow[]> {
  const result = await t.db.execute<Record<string, unknown>>(sql`
    select fan_id, board, xp, listed, city_key, joined_at from fan_board_xp
    where fan_id in (${idList(fanIds)}) and xp <> 0`);
  return sorted(
    result.rows.map((r) => ({
      fanId: String(r.fan_id),
      board: String(r.board),
      xp: Number(r.xp),
      listed: Boolean(r.listed),
      cityKey: (r.city_key as string | null) ?? null,
      joinedAt: new Date(r.joined_at as string).toISOString(),
    })),
  );
}

/**
 * What fan_board_xp must hold, worked out here independently: the per-IST-day XP bucketed into weeks
 * and months by period.ts (the boards' own period rule), the total for all time, and who is shown
 * read from users and fans as they are now.
 */
async function expected(fanIds: string[]): Promise<BoardRow[]> {
  const days = await t.db.execute<{ fan_id: string; day: string; xp: number }>(sql`
    select fan_id, day::text as day, xp from fan_daily_xp where fan_id in (${idList(fanIds)})`);
  const people = await t.db.execute<Record<string, unknown>>(sql`
    select f.user_id, f.xp_points, u.role = 'fan' and u.user_type = 'real' and f.show_on_leaderboards as listed,
      lower(btrim(f.city)) as city_key, u.created_at
    from fans f join users u on u.id = f.user_id where f.user_id in (${idList(fanIds)})`);
  const xp = new Map<string, number>();
  const add = (fanId: string, board: string, points: number) => {
    const key = `${fanId} ${board}`;
    xp.set(key, (xp.get(key) ?? 0) + points);
  };
  for (const row of days.rows) {
    const noonIst = new Date(`${row.day}T12:00:00+05:30`);
    add(row.fan_id, `week:${periodStart("week", noonIst)}`, Number(row.xp));
    add(row.fan_id, `month:${periodStart("month", noonIst)}`, Number(row.xp));
  }
  for (const person of people.rows) add(String(person.user_id), "all", Number(person.xp_points));
  const byFan = new Map(people.rows.map((person) => [String(person.user_id), person]));
  return sorted(
    [...xp.entries()]
      .filter(([, points]) => points !== 0)
      .map(([key, points]) => {
        const [fanId, board] = key.split(" ") as [string, string];
        const person = byFan.get(fanId)!;
        return {
          fanId,
          board,
          xp: points,
          listed: Boolean(person.listed),
          cityKey: (person.city_key as string | null) ?? null,
          joinedAt: new Date(person.created_at as string).toISOString(),
        };
      }),
  );
}

const sorted = (rows: BoardRow[]) =>
  rows.sort((a, b) => a.fanId.localeCompare(b.fanId) || a.board.localeCompare(b.board));

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Today's IST date: India has no daylight saving, so UTC + 5:30. */
const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

describe("fan_board_xp: the boards' aggregate, kept by triggers", () => {
  it("stays exact under concurrent awards interleaved with city, switch, role and account-type changes", async () => {
    const fanIds = await insertFans(t.db, 4);
    const [cityFan, switchFan, roleFan, typeFan] = fanIds as [string, string, string, string];
    const setUser = (id: string, change: Partial<typeof users.$inferInsert>) =>
      t.db.update(users).set(change).where(eq(users.id, id));
    // One chain of changes per fan, in order, each chain running alongside all the awards.
    const chains = [
      [() => updateProfile(t.db, cityFan, { city: "Pune" }), () => updateProfile(t.db, cityFan, { city: " MUMBAI " })],
      [false, true, false].map((shown) => () => updateProfile(t.db, switchFan, { showOnLeaderboards: shown })),
      [() => setUser(roleFan, { role: "artist" })],
      [() => setUser(typeFan, { userType: "system" }), () => setUser(typeFan, { userType: "real" })],
    ];
    const runChain = async (chain: (() => Promise<unknown>)[]) => {
      for (const change of chain) await change();
      return { awarded: true };
    };
    // Per fan: 10 votes for 10 bands (the first unlocks a badge that pays too) and 5 shares, all at
    // once, with the changes above landing in between.
    const outcomes = await Promise.all([
      ...fanIds.flatMap((fanId) => [
        ...Array.from({ length: 10 }, (_, i) =>
          award(t.db, t.deps.logger, fanId, XP_ACTIONS.screamVote, { subjectKey: `band:${i}`, ignoreWindow: true }),
        ),
        ...Array.from({ length: 5 }, () =>
          award(t.db, t.deps.logger, fanId, XP_ACTIONS.shareLink, { ignoreWindow: true }),
        ),
      ]),
      ...chains.map(runChain),
    ]);
    expect(outcomes.every((o) => o.awarded)).toBe(true);

    const rows = await stored(fanIds);
    expect(rows).toEqual(await expected(fanIds));
    // Three boards per fan (this week, this month, all time), each with everything the fan earned.
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.xp))).toEqual(new Set([10 * 5 + 50 + 5 * 20]));
    const standing = (fanId: string) =>
      rows.filter((row) => row.fanId === fanId).map((row) => [row.listed, row.cityKey]);
    expect(standing(cityFan)).toEqual(Array(3).fill([true, "mumbai"]));
    expect(standing(switchFan)).toEqual(Array(3).fill([false, null]));
    expect(standing(roleFan)).toEqual(Array(3).fill([false, null]));
    expect(standing(typeFan)).toEqual(Array(3).fill([true, null]));
  });

  it("follows a fan's city and switch on every board, past ones too, and the boards answer accordingly", async () => {
    const fan = await createFan(t.deps, { displayName: "Roving Ravi", city: "Shillong" });
    const monday = periodStart("week", new Date())!;
    // Days of this week, of last week and of two months back: several week and month boards.
    const days = [today(), addDays(monday, -3), addDays(monday, -60)];
    await t.db.insert(fanDailyXp).values(days.map((day, i) => ({ fanId: fan.id, day, xp: 10 * (i + 1) })));
    // A day's XP growing, as the award's upsert does it, and a day moved and removed by hand.
    await t.db.execute(sql`update fan_daily_xp set xp = xp + 5 where fan_id = ${fan.id} and day = ${days[0]}::date`);
    await t.db.execute(sql`
      update fan_daily_xp set day = ${addDays(monday, -61)}::date where fan_id = ${fan.id} and day = ${days[2]}::date`);
    expect(await stored([fan.id])).toEqual(await expected([fan.id]));

    const boardFor = async (city: string) => {
      const res = await t.app.request(`/api/leaderboard?${new URLSearchParams({ period: "week", city })}`, {
        headers: fan.headers,
      });
      return (await res.json()) as Leaderboard;
    };
    expect((await boardFor("Shillong")).me).toMatchObject({ rank: 1, xp: 15 });

    const patch = async (body: Record<string, unknown>) => {
      const res = await t.app.request("/api/me/profile", jsonRequest("PATCH", body, fan));
      expect(res.status).toBe(200);
      expect(await stored([fan.id])).toEqual(await expected([fan.id]));
    };
    await patch({ city: "Tura" });
    expect((await boardFor("Shillong")).me).toBeNull();
    expect((await boardFor("tura ")).me).toMatchObject({ rank: 1, xp: 15 });
    await patch({ showOnLeaderboards: false });
    expect((await boardFor("Tura")).rows).toEqual([]);
    await patch({ showOnLeaderboards: true });
    expect((await boardFor("Tura")).rows.map((row) => row.userId)).toEqual([fan.id]);

    await t.db.delete(fanDailyXp).where(eq(fanDailyXp.fanId, fan.id));
    expect(await stored([fan.id])).toEqual(await expected([fan.id]));
    expect((await boardFor("Tura")).me).toMatchObject({ rank: null, xp: 0 });
  });

  it("the migration's backfill (fan_board_xp_rebuild) gives exactly what the triggers kept", async () => {
    const fanIds = await insertFans(t.db, 3);
    await Promise.all(
      fanIds.flatMap((fanId) =>
        Array.from({ length: 4 }, (_, i) =>
          award(t.db, t.deps.logger, fanId, XP_ACTIONS.screamVote, { subjectKey: `band:${i}`, ignoreWindow: true }),
        ),
      ),
    );
    await t.db.insert(fanDailyXp).values(fanIds.map((fanId) => ({ fanId, day: "2025-12-31", xp: 7 })));
    await updateProfile(t.db, fanIds[0]!, { city: "Kochi", showOnLeaderboards: false });
    const all = async () => {
      const ids = await t.db.execute<{ fan_id: string }>(sql`select distinct fan_id from fan_board_xp`);
      return stored(ids.rows.map((row) => row.fan_id));
    };
    const kept = await all();
    expect(kept.filter((row) => fanIds.includes(row.fanId))).toEqual(await expected(fanIds));
    await t.db.execute(sql`select fan_board_xp_rebuild()`);
    expect(await all()).toEqual(kept);
  });
});
