import { randomUUID } from "node:crypto";
import { inArray, sql, sum } from "drizzle-orm";
import type { Database } from "../../../src/server/db/client";
import { fanActivities, fans, users } from "../../../src/server/db/schema";
import { type AwardOutcome, award } from "../../../src/server/xp/engine";
import { XP_ACTIONS } from "../../../src/shared/xp-actions";
import { totalPoints } from "../../../src/shared/xp-award";
import type { BenchContext, BenchRow, BenchScenario } from "../types";

/** Awards in flight at once: about two per pooled connection, as under real traffic. */
const CONCURRENCY = 20;
const SIZES = { pglite: { fans: 1_000, hot: 300 }, postgres: { fans: 5_000, hot: 1_000 } } as const;

/**
 * The XP engine under load: many fans earning at once (the common case), and one fan whose
 * awards all queue on their row lock (a fan tapping fast, a script). Each case ends by checking
 * that the database's XP equals what the engine reported paying, to the point. A baseline row
 * (BEGIN, two empty statements, COMMIT: an award's round trips without its work) shows what the
 * machine can do at the moment.
 */
export const xpScenario: BenchScenario = {
  name: "xp",
  description: "XP awards per second: distinct fans, and one hot fan (exact totals checked)",
  async run(context) {
    const sizes = SIZES[context.driver];
    const fanIds = await createFans(context.db.db, sizes.fans);
    const distinct = await measure(context, "award, distinct fans", fanIds, (fanId) =>
      award(context.db.db, context.logger, fanId, XP_ACTIONS.commentOnPosts),
    );
    const [hotFan] = await createFans(context.db.db, 1);
    const hot = await measure(
      context,
      "award, one hot fan",
      Array.from({ length: sizes.hot }, (_, i) => i),
      (i) =>
        // Distinct subjects and no window: every call must pay, so the totals can be checked exactly.
        award(context.db.db, context.logger, hotFan!, XP_ACTIONS.commentOnPosts, {
          subjectKey: `bench:${i}`,
          ignoreWindow: true,
        }),
    );
    // What this machine manages right now with the same round trips and no work: on a busy box
    // the award figures are best read as a fraction of this one.
    const baseline = await measure(context, "baseline: empty transaction", fanIds, () =>
      context.db.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 1`);
      }),
    );
    return [
      { ...distinct.row, check: await checkTotals(context.db.db, fanIds, distinct.outcomes) },
      { ...hot.row, check: await checkTotals(context.db.db, [hotFan!], hot.outcomes) },
      { ...baseline.row, check: "OK" },
    ];
  },
};

async function createFans(db: Database, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < n; start += 500) {
    const batch = Array.from({ length: Math.min(500, n - start) }, () => ({
      email: `bench-${randomUUID()}@example.test`,
    }));
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    await db.insert(fans).values(rows.map((row) => ({ userId: row.id })));
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Runs `work` over `items` with CONCURRENCY in flight, starting no new item after the budget. */
async function measure<T, R>(
  context: BenchContext,
  name: string,
  items: readonly T[],
  work: (item: T) => Promise<R>,
): Promise<{ row: Omit<BenchRow, "check">; outcomes: R[] }> {
  const outcomes: R[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + context.budgetMs;
  const worker = async () => {
    while (next < items.length && performance.now() < deadline) {
      outcomes.push(await work(items[next++]!));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    row: { scenario: "xp", case: name, database: context.driver, operations: outcomes.length, seconds },
    outcomes,
  };
}

/** Every call paid, and the fans' XP, the activity rows and the engine's reports all agree. */
async function checkTotals(db: Database, fanIds: string[], outcomes: AwardOutcome[]): Promise<string> {
  const refused = outcomes.filter((outcome) => !outcome.awarded).length;
  if (refused > 0) return `MISMATCH: ${refused} awards not paid`;
  const reported = outcomes.reduce((total, outcome) => total + (outcome.awarded ? totalPoints(outcome) : 0), 0);
  let xp = 0;
  let rewards = 0;
  for (let start = 0; start < fanIds.length; start += 1_000) {
    const chunk = fanIds.slice(start, start + 1_000);
    const [fanRow] = await db
      .select({ xp: sum(fans.xpPoints).mapWith(Number) })
      .from(fans)
      .where(inArray(fans.userId, chunk));
    const [activityRow] = await db
      .select({ xp: sql<number>`coalesce(sum(${fanActivities.xpReward}), 0)`.mapWith(Number) })
      .from(fanActivities)
      .where(inArray(fanActivities.fanId, chunk));
    xp += fanRow?.xp ?? 0;
    rewards += activityRow?.xp ?? 0;
  }
  return xp === reported && rewards === reported
    ? "OK"
    : `MISMATCH: fans ${xp}, activities ${rewards}, reported ${reported}`;
}
