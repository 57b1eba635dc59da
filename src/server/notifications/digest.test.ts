import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { beforeAll, describe, expect, it } from "vitest";
import { createFan, type TestUser } from "../auth/testing";
import { enqueue, JOB_SCHEMA, jobId } from "../jobs/queue";
import { runDueJobs } from "../jobs/worker";
import { createTestApp, type TestApp } from "../test";
import { nextDigestRun, notificationJobs } from "./digest";
import { unsubscribeToken } from "./unsubscribe";
import { notify } from "./write";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const day = "2026-11-20";
const inWindow = new Date("2026-11-19T12:00:00Z");

async function unreadAt(user: TestUser, level: number, at: Date) {
  await notify(t.db, { userId: user.id, kind: "level_up", data: { level }, href: `/profile/${user.id}` });
  await t.db.execute(sql`update notifications set latest_at = ${at.toISOString()}::timestamptz
    where user_id = ${user.id} and data->>'level' = ${String(level)}`);
}

describe("the daily digest", () => {
  it("runs at 9:00 IST", () => {
    expect(nextDigestRun(new Date("2026-11-20T01:00:00Z"))).toEqual({ day, at: new Date("2026-11-20T03:30:00Z") });
    expect(nextDigestRun(new Date("2026-11-20T04:00:00Z")).day).toBe("2026-11-21");
  });

  it("mails each fan with something new exactly once, with one-click unsubscribe, and nobody else", async () => {
    const [busy, quiet, off] = [await createFan(t.deps), await createFan(t.deps), await createFan(t.deps)];
    await unreadAt(busy, 7, inWindow);
    await unreadAt(off, 7, inWindow);
    await unreadAt(quiet, 7, new Date("2026-11-18T12:00:00Z")); // before the window
    await t.db.execute(sql`insert into notification_preferences values (${off.id}, 'digest', 'email', false)`);
    const run = {
      kind: "digest-run",
      key: `digest-run:${day}`,
      payload: { day },
      runAt: new Date("2026-11-20T03:30:00Z"),
    };
    await enqueue(t.db, run);
    await enqueue(t.db, run); // a second process scheduling the same run
    await runDueJobs(t.deps, notificationJobs);
    const to = (u: TestUser) => t.mails.filter((m) => m.to === u.email);
    expect(to(busy)).toHaveLength(1);
    expect(to(quiet)).toHaveLength(0);
    expect(to(off)).toHaveLength(0);
    const mail = to(busy)[0]!;
    expect(mail.text).toContain("You reached level 7");
    expect(mail.html).toContain("color-scheme");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // A restart re-running the day's run changes nothing: one digest per fan per day.
    await t.db.execute(sql`update pgboss.job set state = 'created', completed_on = null
      where name = 'digest-run' and id = ${jobId(`digest-run:${day}`)}::uuid`);
    await runDueJobs(t.deps, notificationJobs);
    expect(to(busy)).toHaveLength(1);
  });

  it("leaves out what was already mailed on its own (a band coming to the fan's city)", async () => {
    const mailed = await createFan(t.deps);
    const runDay = "2026-11-24";
    await unreadAt(mailed, 9, new Date("2026-11-23T12:00:00Z"));
    await t.db.execute(sql`update notifications set mail_status = 'sent' where user_id = ${mailed.id}`);
    await enqueue(t.db, {
      kind: "digest-run",
      key: `digest-run:${runDay}`,
      payload: { day: runDay },
      runAt: new Date("2026-11-24T03:30:00Z"),
    });
    await runDueJobs(t.deps, notificationJobs);
    expect(t.mails.filter((m) => m.to === mailed.email)).toHaveLength(0);
  });

  it("kill mid-run: after restart every fan gets exactly one digest", async () => {
    const killDay = "2026-11-22";
    const window = new Date("2026-11-21T12:00:00Z");
    const fans = [await createFan(t.deps), await createFan(t.deps), await createFan(t.deps)];
    for (const fan of fans) await unreadAt(fan, 9, window);
    await enqueue(t.db, {
      kind: "digest-run",
      key: `digest-run:${killDay}`,
      payload: { day: killDay },
      runAt: new Date("2026-11-22T03:30:00Z"),
    });
    // The process runs the day's run, mails the first fan, takes the second fan's job and dies.
    await runDueJobs(t.deps, { "digest-run": notificationJobs["digest-run"]! });
    const dead = new PgBoss({ db: t.deps.db, schema: JOB_SCHEMA });
    const [first] = await dead.fetch("digest", { includeMetadata: true });
    await notificationJobs.digest!(t.deps, {
      id: first!.id,
      kind: "digest",
      key: "",
      payload: (first!.data as { payload: Record<string, unknown> }).payload,
      attempts: 1,
    });
    await dead.complete("digest", first!.id);
    const [held] = await dead.fetch("digest");
    expect(held).toBeDefined();

    // Restart: every process schedules the run again (its key keeps it one), the dead process's
    // job expires and is retried by pg-boss's maintenance, the rest run.
    await enqueue(t.db, {
      kind: "digest-run",
      key: `digest-run:${killDay}`,
      payload: { day: killDay },
      runAt: new Date("2026-11-22T03:30:00Z"),
    });
    await runDueJobs(t.deps, notificationJobs);
    await t.db.execute(
      sql`update pgboss.job set started_on = now() - interval '10 minutes' where id = ${held!.id}::uuid`,
    );
    await new PgBoss({ db: t.deps.db, schema: JOB_SCHEMA }).expire();
    await t.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${held!.id}::uuid`,
    );
    await runDueJobs(t.deps, notificationJobs);
    // The run itself crashing and running again adds no second job for anyone.
    await t.db.execute(sql`update pgboss.job set state = 'created', completed_on = null
      where name = 'digest-run' and id = ${jobId(`digest-run:${killDay}`)}::uuid`);
    await runDueJobs(t.deps, notificationJobs);
    for (const fan of fans) {
      expect(t.mails.filter((m) => m.to === fan.email && m.text.includes("level 9"))).toHaveLength(1);
    }
  });
});

describe("POST /api/notifications/unsubscribe", () => {
  it("turns the digest off from a one-click form post, signed out; a forged token is a 422", async () => {
    const fan = await createFan(t.deps);
    const token = unsubscribeToken(t.deps.env.AUTH_SECRET, fan.id, "digest");
    const res = await t.app.request(`/api/notifications/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stopped: "digest" });
    const prefs = await t.app.request("/api/notifications/preferences", { headers: fan.headers });
    expect(((await prefs.json()) as { digest: boolean }).digest).toBe(false);
    const forged = `${token.split(".")[0]}.AAAA`;
    const bad = await t.app.request(`/api/notifications/unsubscribe?token=${forged}`, { method: "POST" });
    expect(bad.status).toBe(422);
  });
});
