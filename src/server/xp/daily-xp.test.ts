import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createTestApp, type TestApp } from "../test";
import { award } from "./engine";
import { insertFans, xpOf } from "./testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

type DayRow = { fan_id: string; day: string; xp: number };

/** The aggregate as stored, and the log summed by IST day (what migration 0009 backfills). */
async function aggregateAndLog(fanIds: string[]) {
  const ids = sql.join(
    fanIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const stored = await t.db.execute<DayRow>(sql`
    select fan_id, day::text as day, xp from fan_daily_xp where fan_id in (${ids}) order by fan_id, day`);
  const summed = await t.db.execute<DayRow>(sql`
    select fan_id, ((completed_at at time zone 'Asia/Kolkata')::date)::text as day, sum(xp_reward)::int as xp
    from fan_activities where fan_id in (${ids}) group by 1, 2 order by 1, 2`);
  const plain = (rows: DayRow[]) => rows.map((r) => ({ fanId: r.fan_id, day: r.day, xp: Number(r.xp) }));
  return { stored: plain(stored.rows), summed: plain(summed.rows) };
}

describe("fan_daily_xp: XP per fan per IST day, kept by the engine", () => {
  it("stays equal to the activity log under concurrent awards, badge rewards included", async () => {
    const fanIds = await insertFans(t.db, 4);
    // Per fan: 12 votes for 12 bands at once (the first unlocks 'First Scream', paying 50 more), and
    // 6 shares; every fan's awards interleave with the others'.
    const outcomes = await Promise.all(
      fanIds.flatMap((fanId) => [
        ...Array.from({ length: 12 }, (_, i) =>
          award(t.db, t.deps.logger, fanId, XP_ACTIONS.screamVote, { subjectKey: `band:${i}`, ignoreWindow: true }),
        ),
        ...Array.from({ length: 6 }, () =>
          award(t.db, t.deps.logger, fanId, XP_ACTIONS.shareLink, { ignoreWindow: true }),
        ),
      ]),
    );
    expect(outcomes.every((o) => o.awarded)).toBe(true);

    const { stored, summed } = await aggregateAndLog(fanIds);
    expect(stored).toEqual(summed);
    expect(stored).toHaveLength(fanIds.length);
    for (const fanId of fanIds) {
      const day = stored.find((row) => row.fanId === fanId);
      expect(day?.xp).toBe(12 * 5 + 50 + 6 * 20);
      expect(day?.xp).toBe(await xpOf(t.db, fanId));
    }
  });

  it("adds nothing when nothing is paid (the 60 s window, a subject already paid)", async () => {
    const [fan] = await insertFans(t.db, 1);
    await award(t.db, t.deps.logger, fan!, XP_ACTIONS.readMission, { subjectKey: "mission", ignoreWindow: true });
    await award(t.db, t.deps.logger, fan!, XP_ACTIONS.readMission, { subjectKey: "mission", ignoreWindow: true });
    await award(t.db, t.deps.logger, fan!, XP_ACTIONS.postInCommunity);
    await award(t.db, t.deps.logger, fan!, XP_ACTIONS.postInCommunity);
    const { stored, summed } = await aggregateAndLog([fan!]);
    expect(stored).toEqual(summed);
    expect(stored[0]?.xp).toBe(5 + 5);
  });
});
