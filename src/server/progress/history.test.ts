import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@/shared/contract/define";
import type { XpHistoryItem } from "@/shared/contract/progress";
import { pointsFor, XP_ACTIONS, type XpActionName } from "@/shared/xp-actions";
import { createFan, createUser, type TestUser } from "../auth/testing";
import { createBand } from "../bands/testing";
import { fanActivities } from "../db/schema";
import { createEvent, createPerson, createPost } from "../events/testing";
import { createTestApp, type TestApp } from "../test";
import { award } from "../xp/engine";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function history(user: TestUser, query = ""): Promise<Page<XpHistoryItem>> {
  const res = await t.app.request(`/api/progress/history${query}`, { headers: user.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Page<XpHistoryItem>;
}

const give = (fanId: string, action: XpActionName, subjectKey?: string) =>
  award(t.db, t.deps.logger, fanId, action, { subjectKey, ignoreWindow: true });

/** Spreads the fan's log over distinct seconds, oldest first, so "newest first" is observable. */
async function spreadOut(fanId: string) {
  await t.db.execute(sql`
    update fan_activities a set completed_at = now() - make_interval(secs => 100 - n.i)
    from (select id, row_number() over (order by completed_at, id) as i from fan_activities where fan_id = ${fanId}) n
    where a.id = n.id`);
}

describe("GET /api/progress/history", () => {
  it("requires authentication; admins and artists get 403", async () => {
    expect((await t.app.request("/api/progress/history")).status).toBe(401);
    const artist = await createUser(t.deps, { role: "artist" });
    expect((await t.app.request("/api/progress/history", { headers: artist.headers })).status).toBe(403);
  });

  it("refuses a bad cursor or limit with 422", async () => {
    const fan = await createFan(t.deps);
    for (const query of ["?cursor=not-a-cursor", "?limit=0", "?limit=51"]) {
      const res = await t.app.request(`/api/progress/history${query}`, { headers: fan.headers });
      expect(res.status).toBe(422);
    }
  });

  it("lists the fan's log newest first with what each was for, where there is a subject", async () => {
    const fan = await createFan(t.deps);
    const band = await createBand(t.db, { name: "The Local Train" });
    const gig = await createEvent(t.db, { name: "Sunburn Arena" });
    const author = await createPerson(t.db);
    const post = await createPost(t.db, {
      userId: author.id,
      entityType: "band",
      entityId: band.id,
      content: "Who is going to the Bangalore show?",
    });
    await give(fan.id, XP_ACTIONS.readMission, "mission");
    await give(fan.id, XP_ACTIONS.follow, `band:${band.id}`);
    await give(fan.id, XP_ACTIONS.rsvpEvent, `event:${gig.id}`);
    await give(fan.id, XP_ACTIONS.upvotePost, `post:${post.id}`);
    await spreadOut(fan.id);

    const page = await history(fan);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((item) => [item.action, item.points, item.subject])).toEqual([
      [
        XP_ACTIONS.upvotePost,
        pointsFor("upvotePost"),
        { kind: "post", name: "Who is going to the Bangalore show?", href: `/post/${post.id}` },
      ],
      [
        XP_ACTIONS.rsvpEvent,
        pointsFor("rsvpEvent"),
        { kind: "event", name: "Sunburn Arena", href: `/events/${gig.id}` },
      ],
      [XP_ACTIONS.follow, pointsFor("follow"), { kind: "band", name: "The Local Train", href: `/bands/${band.id}` }],
      [XP_ACTIONS.readMission, pointsFor("readMission"), null],
    ]);
    expect(Date.parse(page.items[0]!.at)).toBeGreaterThan(Date.parse(page.items[1]!.at));
  });

  it("names an unlocked badge, and shows no subject for something since deleted", async () => {
    const fan = await createFan(t.deps);
    await give(fan.id, XP_ACTIONS.screamVote, "band:00000000-0000-4000-8000-000000000001");
    const items = (await history(fan)).items;
    const unlock = items.find((item) => item.action === XP_ACTIONS.unlockBadge)!;
    expect(unlock.subject).toEqual({ kind: "badge", name: "First Scream", href: null });
    expect(items.find((item) => item.action === XP_ACTIONS.screamVote)!.subject).toBeNull();
  });

  it("pages with a cursor through every row exactly once, newest first", async () => {
    const fan = await createFan(t.deps);
    for (let i = 0; i < 7; i++) await give(fan.id, XP_ACTIONS.commentOnPosts, `comment-test:${i}`);
    await spreadOut(fan.id);
    const seen: XpHistoryItem[] = [];
    let cursor: string | null = null;
    do {
      const page = await history(fan, `?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const log = await t.db.select().from(fanActivities).where(eq(fanActivities.fanId, fan.id));
    expect(seen.map((item) => item.id).sort()).toEqual(log.map((row) => row.id).sort());
    const times = seen.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows only the fan's own log", async () => {
    const fan = await createFan(t.deps);
    const other = await createFan(t.deps);
    await give(other.id, XP_ACTIONS.readMission, "mission");
    expect((await history(fan)).items).toEqual([]);
  });
});
