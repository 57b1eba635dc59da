import { inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "@/shared/contract/define";
import type { NotificationItem } from "@/shared/contract/notifications";
import { MAX_NOTIFICATIONS_PER_USER } from "@/shared/notifications";
import { createFan, type TestUser } from "../auth/testing";
import { users } from "../db/schema";
import { enqueue, jobId } from "../jobs/queue";
import { runDueJobs } from "../jobs/worker";
import { resetRateLimits } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";
import { nextRetentionRun, retentionJobs } from "./retention";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => resetRateLimits(t.db));

/** `count` level-up notifications for a fan, the newest `daysOld` days old, one minute apart. */
async function seed(user: TestUser, count: number, options: { daysOld: number; read: boolean; level?: number }) {
  await t.db.execute(sql`
    insert into notifications (user_id, kind, data, href, latest_at, created_at, read_at)
    select ${user.id}, 'level_up', jsonb_build_object('level', ${options.level ?? 2} + g), '/me',
      now() - make_interval(days => ${options.daysOld}, mins => g),
      now() - make_interval(days => ${options.daysOld}, mins => g),
      case when ${options.read} then now() - make_interval(days => ${options.daysOld}) end
    from generate_series(0, ${count - 1}) g`);
}

async function all(user: TestUser): Promise<NotificationItem[]> {
  const items: NotificationItem[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.app.request(
      `/api/notifications?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      {
        headers: user.headers,
      },
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page<NotificationItem>;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** Runs today's clean-up the way the worker does: the daily keyed job. */
async function runRetention() {
  const key = `notifications-retention:test-${crypto.randomUUID()}`;
  await enqueue(t.db, { kind: "notifications-retention", key, payload: { day: "2026-11-27" } });
  expect(await runDueJobs(t.deps, retentionJobs)).toBeGreaterThanOrEqual(1);
}

describe("notification retention (daily job)", () => {
  it("deletes read notifications older than 90 days and keeps unread and recent ones", async () => {
    const fan = await createFan(t.deps);
    await seed(fan, 3, { daysOld: 91, read: true, level: 100 }); // gone
    await seed(fan, 2, { daysOld: 91, read: false, level: 200 }); // unread: kept
    await seed(fan, 2, { daysOld: 80, read: true, level: 300 }); // read but recent: kept
    expect(await all(fan)).toHaveLength(7);
    await runRetention();
    const left = await all(fan);
    expect(left).toHaveLength(4);
    expect(left.every((item) => !item.message.includes("level 10"))).toBe(true);
  });

  it("keeps a fan's newest 1,000 and drops the oldest", async () => {
    const fan = await createFan(t.deps);
    const other = await createFan(t.deps);
    await seed(fan, MAX_NOTIFICATIONS_PER_USER + 5, { daysOld: 1, read: false });
    await seed(other, 3, { daysOld: 1, read: false });
    await runRetention();
    const left = await all(fan);
    expect(left).toHaveLength(MAX_NOTIFICATIONS_PER_USER);
    // Level 2 + g, g = minutes old: the five oldest (g = 1000…1004) went.
    const levels = new Set(left.map((item) => Number(/level (\d+)/.exec(item.message)?.[1])));
    expect(levels.has(2)).toBe(true);
    expect(levels.has(2 + MAX_NOTIFICATIONS_PER_USER - 1)).toBe(true);
    expect(levels.has(2 + MAX_NOTIFICATIONS_PER_USER)).toBe(false);
    expect(await all(other)).toHaveLength(3);
  });

  it("deletes a fan's notifications with the account (one statement for many), and nobody else's", async () => {
    const [gone1, gone2, stays] = [await createFan(t.deps), await createFan(t.deps), await createFan(t.deps)];
    for (const fan of [gone1, gone2, stays]) await seed(fan, 3, { daysOld: 1, read: false });
    await t.db.delete(users).where(inArray(users.id, [gone1.id, gone2.id]));
    const left = await t.db.execute<{ user_id: string; n: number }>(sql`
      select user_id, count(*)::int as n from notifications
      where user_id in (${gone1.id}, ${gone2.id}, ${stays.id}) group by user_id`);
    expect(left.rows).toEqual([{ user_id: stays.id, n: 3 }]);
  });

  it("sweeps notifications written for a fan deleted meanwhile (no foreign key)", async () => {
    const fan = await createFan(t.deps);
    await seed(fan, 2, { daysOld: 1, read: false });
    // What a fan-out racing the account's deletion can leave: rows for a user id that is gone.
    const ghost = crypto.randomUUID();
    await t.db.execute(sql`
      insert into notifications (user_id, kind, data, href) values (${ghost}, 'level_up', '{"level": 3}', '/me')`);
    await runRetention();
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${ghost}`,
    );
    expect(rows.rows[0]?.n).toBe(0);
    expect(await all(fan)).toHaveLength(2);
  });

  it("queues the next day's run at 04:00 IST, once however many processes ask", async () => {
    const run = nextRetentionRun(new Date("2026-11-20T23:00:00Z"));
    expect(run).toEqual({ day: "2026-11-21", at: new Date("2026-11-21T22:30:00Z") });
    const key = `notifications-retention:${nextRetentionRun(new Date()).day}`;
    await runRetention(); // its handler queues the next run
    const queued = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'notifications-retention' and id = ${jobId(key)}::uuid
            and state = 'created'`,
    );
    expect(queued.rows[0]?.n).toBe(1);
  });
});
