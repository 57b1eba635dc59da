import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Leaderboard } from "@/shared/contract/leaderboard";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createFan, createUser, jsonRequest, type TestUser } from "../auth/testing";
import { fanDailyXp, fans } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { award } from "../xp/engine";
import { insertFans } from "../xp/testing";
import { periodStart } from "./period";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Every test ranks fans of a city of its own, so the file's other fans never share its board. */
const newCity = () => `Testpur ${randomUUID().slice(0, 8)}`;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Today's IST date: India has no daylight saving, so UTC + 5:30. */
const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** XP on given IST days, straight into the aggregate (the engine's own writes are tested in xp/). */
async function earned(fanId: string, xpByDay: Record<string, number>) {
  await t.db.insert(fanDailyXp).values(Object.entries(xpByDay).map(([day, xp]) => ({ fanId, day, xp })));
  const total = Object.values(xpByDay).reduce((a, b) => a + b, 0);
  await t.db
    .update(fans)
    .set({ xpPoints: sql`${fans.xpPoints} + ${total}` })
    .where(sql`${fans.userId} = ${fanId}`);
}

async function board(query: Record<string, string>, user?: TestUser): Promise<Leaderboard> {
  const res = await t.app.request(`/api/leaderboard?${new URLSearchParams(query)}`, { headers: user?.headers ?? {} });
  expect(res.status).toBe(200);
  return (await res.json()) as Leaderboard;
}

const ranked = (body: Leaderboard) => body.rows.map((row) => [row.displayName, row.rank, row.xp]);

describe("GET /api/leaderboard", () => {
  it("ranks by period XP; equal XP share a rank and the next skips (1, 1, 3)", async () => {
    const city = newCity();
    const day = today();
    for (const [name, xp] of [
      ["Asha", 30],
      ["Bilal", 30],
      ["Chitra", 20],
      ["Dev", 10],
    ] as const) {
      const fan = await createFan(t.deps, { displayName: name, city, avatarUrl: `/avatars/${name}.svg` });
      await earned(fan.id, { [day]: xp });
    }
    const body = await board({ period: "week", city });
    expect(ranked(body)).toEqual([
      ["Asha", 1, 30],
      ["Bilal", 1, 30],
      ["Chitra", 3, 20],
      ["Dev", 4, 10],
    ]);
    expect(body.rows[0]).toMatchObject({ avatarUrl: "/avatars/Asha.svg", level: expect.any(Number) });
    expect(body).toMatchObject({ period: "week", city, since: periodStart("week", new Date()), me: null });
  });

  it("counts the week from Monday 00:00 IST and the month from the 1st; all time is the total", async () => {
    const city = newCity();
    const monday = periodStart("week", new Date())!;
    const firstOfMonth = periodStart("month", new Date())!;
    const sundayFan = await createFan(t.deps, { displayName: "Sunday Night", city });
    const mondayFan = await createFan(t.deps, { displayName: "Monday Morning", city });
    const lastMonthFan = await createFan(t.deps, { displayName: "Last Month", city });
    await earned(sundayFan.id, { [addDays(monday, -1)]: 40 });
    await earned(mondayFan.id, { [monday]: 15 });
    // The day before whichever period starts first: when the month begins mid-week (Tuesday the 1st),
    // the 31st is this week's Monday and would count for the week.
    const beforeBoth = addDays(monday < firstOfMonth ? monday : firstOfMonth, -1);
    await earned(lastMonthFan.id, { [beforeBoth]: 70 });

    expect(ranked(await board({ period: "week", city }))).toEqual([["Monday Morning", 1, 15]]);
    // A fan counts for the month when their day is in this month: on Tuesday the 1st, this week's
    // Monday and Sunday both belong to last month.
    const monthNames = ranked(await board({ period: "month", city })).map(([name]) => name);
    const days: [string, string][] = [
      ["Monday Morning", monday],
      ["Sunday Night", addDays(monday, -1)],
    ];
    const expectedMonth = days.flatMap(([name, day]) => (day >= firstOfMonth ? [name] : []));
    expect(monthNames.sort()).toEqual(expectedMonth.sort());
    expect(ranked(await board({ period: "all", city }))).toEqual([
      ["Last Month", 1, 70],
      ["Sunday Night", 2, 40],
      ["Monday Morning", 3, 15],
    ]);
  });

  it("ranks only fans: admins and artists are never on a board", async () => {
    const city = newCity();
    const fan = await createFan(t.deps, { displayName: "Just A Fan", city });
    await earned(fan.id, { [today()]: 5 });
    for (const role of ["admin", "artist"] as const) {
      const other = await createUser(t.deps, { role, name: `The ${role}` });
      await t.db.insert(fans).values({ userId: other.id, city });
      await earned(other.id, { [today()]: 500 });
    }
    for (const period of ["week", "month", "all"]) {
      expect(ranked(await board({ period, city }))).toEqual([["Just A Fan", 1, 5]]);
    }
  });

  it("returns the signed-in fan's own row, pinned when outside the top 50, rank null without XP", async () => {
    const city = newCity();
    const others = await insertFans(t.db, 51);
    await t.db.update(fans).set({ city }).where(inArray(fans.userId, others));
    for (const [i, id] of others.entries()) await earned(id, { [today()]: 100 + i });
    const me = await createFan(t.deps, { displayName: "Me Myself", city });
    await earned(me.id, { [today()]: 1 });

    const body = await board({ period: "week", city }, me);
    expect(body.rows).toHaveLength(50);
    expect(body.rows.map((row) => row.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(body.me).toMatchObject({ userId: me.id, displayName: "Me Myself", rank: 52, xp: 1 });

    const idle = await createFan(t.deps, { displayName: "Not Yet", city });
    expect((await board({ period: "week", city }, idle)).me).toMatchObject({ userId: idle.id, rank: null, xp: 0 });
    // Outside the city asked for, the fan is on no board of it.
    expect((await board({ period: "week", city: newCity() }, me)).me).toBeNull();
  });

  it("puts XP the engine pays on this week's board at once", async () => {
    const city = newCity();
    const fan = await createFan(t.deps, { displayName: "Fresh Fan", city });
    await award(t.db, t.deps.logger, fan.id, XP_ACTIONS.shareLink);
    const body = await board({ period: "week", city }, fan);
    expect(ranked(body)).toEqual([["Fresh Fan", 1, 20]]);
    expect(body.me).toMatchObject({ rank: 1, xp: 20 });
  });

  it("answers 422 for an unknown period", async () => {
    const res = await t.app.request("/api/leaderboard?period=year");
    expect(res.status).toBe(422);
  });
});

describe("privacy switches", () => {
  const patch = (user: TestUser, body: unknown) => t.app.request("/api/me/profile", jsonRequest("PATCH", body, user));

  it("'Show me on leaderboards' off takes the fan out of every board, and on puts them back", async () => {
    const city = newCity();
    const fan = await createFan(t.deps, { displayName: "Shy Fan", city });
    await earned(fan.id, { [today()]: 1_000_000 });
    const res = await patch(fan, { showOnLeaderboards: false });
    expect(res.status).toBe(200);
    expect((await res.json()).fan).toMatchObject({ showOnLeaderboards: false, showCityAndXp: true });

    for (const period of ["week", "month", "all"]) {
      for (const query of [{ period }, { period, city }] as Record<string, string>[]) {
        const body = await board(query, fan);
        expect(body.rows.map((row) => row.userId)).not.toContain(fan.id);
        expect(body.me).toBeNull();
      }
    }
    await patch(fan, { showOnLeaderboards: true });
    expect((await board({ period: "week" })).rows[0]?.userId).toBe(fan.id);
    await patch(fan, { showOnLeaderboards: false });
  });

  it("'Show my city and XP on my profile' off hides them from everyone but the fan", async () => {
    const fan = await createFan(t.deps, { displayName: "Private Fan", city: "Pune", xpPoints: 45 });
    const other = await createFan(t.deps);
    expect((await patch(fan, { showCityAndXp: false })).status).toBe(200);

    for (const viewer of [undefined, other]) {
      const body = await (await t.app.request(`/api/users/${fan.id}`, { headers: viewer?.headers ?? {} })).json();
      expect(body).toMatchObject({ displayName: "Private Fan", city: null, xpPoints: null });
    }
    const own = await (await t.app.request(`/api/users/${fan.id}`, { headers: fan.headers })).json();
    expect(own).toMatchObject({ city: "Pune", xpPoints: 45 });
  });

  it("checks the switches: booleans only, fans only", async () => {
    const fan = await createFan(t.deps);
    expect((await patch(fan, { showOnLeaderboards: "no" })).status).toBe(422);
    const artist = await createUser(t.deps, { role: "artist" });
    expect((await patch(artist, { showCityAndXp: false })).status).toBe(403);
  });
});
