import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { NotificationItem } from "@/shared/contract/notifications";
import { userTopic } from "@/shared/realtime-topics";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { createArtist, createBand } from "../bands/testing";
import { fanBandActivity, notifications, pushSubscriptions } from "../db/schema";
import { addRsvp, createVenue } from "../events/testing";
import { runDueJobs } from "../jobs/worker";
import { createManager } from "../pages/testing";
import { realtimeHub } from "../realtime/hub";
import { createTestApp, type TestApp } from "../test";
import { notificationJobs } from "./digest";
import { addedActs, gigNotificationJobs } from "./gigs";
import { savePushDevice } from "./push/service";
import { NOTIFICATIONS_EVENT } from "./write";

let t: TestApp;
let admin: TestUser;
let pune: { id: string };
let delhi: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
  pune = await createVenue(t.db, { name: "Antisocial", city: "Pune" });
  delhi = await createVenue(t.db, { name: "Summer House", city: "Delhi" });
});

const send = (method: string, path: string, body: unknown, user?: TestUser) =>
  t.app.request(path, jsonRequest(method, body, user));

const follow = async (fan: TestUser, act: { kind: "band" | "artist"; id: string }) => {
  const res = await send("PUT", `/api/${act.kind}s/${act.id}/follow`, { following: true }, fan);
  expect(res.status).toBe(200);
};
const askFor = async (fan: TestUser, bandId: string, wanted = true) => {
  const res = await send("PUT", `/api/bands/${bandId}/bring-to-my-city`, { wanted }, fan);
  expect(res.status).toBe(200);
};

type Act = { kind: "band" | "artist"; id: string };
async function publish(acts: Act[], venueId = pune.id, by: TestUser = admin, name = "Monsoon Night") {
  const res = await send(
    "POST",
    "/api/gigs",
    { name, venueId, startTime: "2030-02-14T20:00", lineup: acts.map((act) => ({ ...act })) },
    by,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { eventId: string }).eventId;
}

const runJobs = async () => {
  await runDueJobs(t.deps, notificationJobs);
  const failed = t.logs.filter((log) => log.msg === "jobs: a job failed");
  expect(failed.map((log) => JSON.stringify(log.err).replace(/"message":"Failed query[^"]*"/, ""))).toEqual([]);
};

async function listOf(fan: TestUser): Promise<NotificationItem[]> {
  const res = await t.app.request("/api/notifications?limit=50", { headers: fan.headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: NotificationItem[] }).items;
}
async function unread(fan: TestUser): Promise<number> {
  const res = await t.app.request("/api/notifications/unread-count", { headers: fan.headers });
  return ((await res.json()) as { unread: number }).unread;
}
const mailsTo = (fan: TestUser) => t.mails.filter((mail) => mail.to === fan.email);

/** Runs every job of the gig again, as a retry after a crash would. */
async function rerunJobsOf(eventId: string) {
  const again = await t.db.execute(sql`update pgboss.job
    set state = 'created', completed_on = null, started_on = null, retry_count = 0, start_after = now() - interval '1 second'
    where data->>'key' like ${`%:${eventId}%`} returning id`);
  expect(again.rows.length, "jobs of the gig to run again").toBeGreaterThan(0);
  await runJobs();
}

describe("a followed act on a gig's line-up", () => {
  it("is queued by the request, then tells each follower once: their own city first, as the important kind", async () => {
    const band = await createBand(t.db, { name: "Monsoon Static", isVerified: true });
    const artist = await createArtist(t.db, { name: "Asha Rao" });
    const manager = await createManager(t.deps, { kind: "band", id: band.id });
    const inPune = await createFan(t.deps, { city: " pune " });
    const inDelhi = await createFan(t.deps, { city: "Delhi" });
    const noCity = await createFan(t.deps);
    const both = await createFan(t.deps, { city: "Delhi" });
    const artistFan = await createFan(t.deps, { city: "Pune" });
    const stranger = await createFan(t.deps, { city: "Pune" });
    for (const fan of [inPune, inDelhi, noCity, both, manager]) await follow(fan, { kind: "band", id: band.id });
    for (const fan of [both, artistFan]) await follow(fan, { kind: "artist", id: artist.id });

    const eventId = await publish(
      [
        { kind: "band", id: band.id },
        { kind: "artist", id: artist.id },
      ],
      pune.id,
      manager,
    );
    // The request only queued the fan-out.
    expect(await unread(inPune)).toBe(0);
    await runJobs();

    const [puneItem] = await listOf(inPune);
    expect(puneItem).toMatchObject({ kind: "gig_in_your_city", href: `/events/${eventId}`, read: false });
    expect(puneItem!.message).toBe(
      "Monsoon Static is coming to Pune! Monsoon Night, Feb 14, 2030, 8:00 PM IST at Antisocial, Pune",
    );
    expect((await listOf(artistFan))[0]).toMatchObject({ kind: "gig_in_your_city" });
    expect((await listOf(artistFan))[0]!.message).toMatch(/^Asha Rao is coming to Pune!/);
    const [delhiItem] = await listOf(inDelhi);
    expect(delhiItem).toMatchObject({ kind: "followed_act_gig" });
    expect(delhiItem!.message).toBe("Monsoon Static will play Monsoon Night in Pune, Feb 14, 2030, 8:00 PM IST");
    expect((await listOf(noCity)).map((n) => n.kind)).toEqual(["followed_act_gig"]);
    // Following two acts on the bill: one notification, naming the first billed.
    expect((await listOf(both)).map((n) => n.message)).toEqual([delhiItem!.message]);
    expect(await listOf(stranger)).toEqual([]);
    // The manager who announced it is not told of their own gig.
    expect(await listOf(manager)).toEqual([]);
    expect(await unread(inPune)).toBe(1);

    // Mail at once for the important kind only, with one-click unsubscribe.
    expect(mailsTo(inPune)).toHaveLength(1);
    expect(mailsTo(artistFan)).toHaveLength(1);
    expect(mailsTo(inDelhi)).toHaveLength(0);
    const mail = mailsTo(inPune)[0]!;
    expect(mail.subject).toBe("Monsoon Static is coming to Pune!");
    expect(mail.text).toContain(`http://localhost:3000/events/${eventId}`);
    expect(mail.html).toContain("color-scheme");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/,
    );
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // A job run twice (a crash before it was marked done) tells nobody twice.
    await rerunJobsOf(eventId);
    for (const fan of [inPune, inDelhi, both, artistFan]) expect(await listOf(fan)).toHaveLength(1);
    expect(mailsTo(inPune)).toHaveLength(1);
  });

  it("rings each told fan's bell at commit, several fans in one NOTIFY, and nobody else's", async () => {
    const band = await createBand(t.db, { name: "Bell Ringers", isVerified: true });
    const fans = [
      await createFan(t.deps, { city: "Pune" }),
      await createFan(t.deps, { city: "Delhi" }),
      await createFan(t.deps),
    ];
    const stranger = await createFan(t.deps, { city: "Pune" });
    for (const fan of fans) await follow(fan, { kind: "band", id: band.id });
    const hub = realtimeHub(t.deps.db, t.deps.logger);
    await hub.start();
    const heard: string[] = [];
    const expected = new Set(fans.map((fan) => userTopic(fan.id)));
    let allHeard!: () => void;
    const everyBell = new Promise<void>((resolve) => {
      allHeard = resolve;
    });
    const stop = hub.subscribe(new Set([...expected, userTopic(stranger.id)]), (message) => {
      heard.push(`${message.topic} ${message.event}`);
      if ([...expected].every((topic) => heard.includes(`${topic} ${NOTIFICATIONS_EVENT}`))) allHeard();
    });
    try {
      await publish([{ kind: "band", id: band.id }], pune.id, admin, "Bell Night");
      await runJobs();
      await everyBell;
      expect(heard.filter((line) => line.startsWith(userTopic(stranger.id)))).toEqual([]);
      for (const fan of fans) expect(await unread(fan)).toBe(1);
    } finally {
      stop();
    }
  });

  it("gives a fan-out's rows distinct time-ordered ids (UUID v7), a later gig's after an earlier one's", async () => {
    const band = await createBand(t.db, { name: "Clockwork Raga", isVerified: true });
    const fans = await Promise.all([1, 2, 3, 4].map((n) => createFan(t.deps, { city: n % 2 ? "Pune" : "Delhi" })));
    for (const fan of fans) await follow(fan, { kind: "band", id: band.id });
    const fanOut = async (name: string) => {
      const eventId = await publish([{ kind: "band", id: band.id }], pune.id, admin, name);
      await runJobs();
      const rows = await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.dedupeKey, `gig:${eventId}`));
      return rows.map((row) => row.id).sort();
    };
    const first = await fanOut("Tick Night");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await fanOut("Tock Night");
    for (const ids of [first, second]) {
      expect(ids).toHaveLength(fans.length);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(first.at(-1)! < second[0]!).toBe(true);
  });

  it("leaves a row pending for phone alerts only for a fan with a phone subscribed", async () => {
    const band = await createBand(t.db, { name: "Pocket Signal", isVerified: true });
    const [withPhone, without] = await Promise.all([
      createFan(t.deps, { city: "Pune" }),
      createFan(t.deps, { city: "Pune" }),
    ]);
    for (const fan of [withPhone!, without!]) await follow(fan, { kind: "band", id: band.id });
    await savePushDevice(
      t.db,
      withPhone!.id,
      { endpoint: "https://push.example.test/pocket-signal", keys: { p256dh: "BPocket", auth: "signal" } },
      "Phone",
    );
    const eventId = await publish([{ kind: "band", id: band.id }], pune.id, admin, "Pocket Night");
    // The fan-out alone: the push job stays queued, so pushed_at is what the fan-out wrote.
    await runDueJobs(t.deps, gigNotificationJobs);
    const rows = await t.db
      .select({ userId: notifications.userId, pushedAt: notifications.pushedAt })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `gig:${eventId}`));
    const pending = Object.fromEntries(rows.map((row) => [row.userId, row.pushedAt === null]));
    expect(pending).toEqual({ [withPhone!.id]: true, [without!.id]: false });
    // The queued push job then finds no device to send to.
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, withPhone!.id));
    await runJobs();
  });

  it("tells the followers of the acts added to a published gig's line-up, not those told before", async () => {
    const band = await createBand(t.db, { name: "Paper Boats", isVerified: true });
    const added = await createBand(t.db, { name: "Kite Strings" });
    const manager = await createManager(t.deps, { kind: "band", id: band.id });
    const bandFan = await createFan(t.deps, { city: "Delhi" });
    const bothFan = await createFan(t.deps, { city: "Delhi" });
    const addedFan = await createFan(t.deps, { city: "Pune" });
    await follow(bandFan, { kind: "band", id: band.id });
    await follow(bothFan, { kind: "band", id: band.id });
    await follow(bothFan, { kind: "band", id: added.id });
    await follow(addedFan, { kind: "band", id: added.id });
    const eventId = await publish([{ kind: "band", id: band.id }], pune.id, manager);
    await runJobs();
    expect(await listOf(addedFan)).toEqual([]);

    const res = await send(
      "PATCH",
      `/api/gigs/${eventId}`,
      {
        lineup: [
          { kind: "band", id: band.id, headliner: true },
          { kind: "band", id: added.id },
        ],
      },
      manager,
    );
    expect(res.status).toBe(200);
    await runJobs();
    expect((await listOf(addedFan))[0]!.message).toMatch(/^Kite Strings is coming to Pune!/);
    expect(await listOf(bandFan)).toHaveLength(1);
    expect(await listOf(bothFan)).toHaveLength(1);
  });

  it("tells followers when an admin edits the line-up on the event form", async () => {
    const band = await createBand(t.db, { name: "Raag Riot" });
    const opener = await createBand(t.db);
    const fan = await createFan(t.deps, { city: "Pune" });
    await follow(fan, { kind: "band", id: band.id });
    const eventId = await publish([{ kind: "band", id: opener.id }], pune.id);
    await runJobs();
    const res = await send("PATCH", `/api/admin/events/${eventId}`, { lineup: [{ kind: "band", id: band.id }] }, admin);
    expect(res.status).toBe(200);
    await runJobs();
    expect((await listOf(fan)).map((n) => n.kind)).toEqual(["gig_in_your_city"]);
  });

  it("respects the fan's switches: both off, nothing; e-mail off, no mail; in-app off, the mail only", async () => {
    const band = await createBand(t.db, { name: "Quiet Switches" });
    const [silent, noMail, mailOnly] = [
      await createFan(t.deps, { city: "Pune" }),
      await createFan(t.deps, { city: "Pune" }),
      await createFan(t.deps, { city: "Pune" }),
    ];
    const set = async (fan: TestUser, in_app: boolean, email: boolean) => {
      const res = await send(
        "PUT",
        "/api/notifications/preferences",
        { kinds: [{ kind: "gig_in_your_city", in_app, email }] },
        fan,
      );
      expect(res.status).toBe(200);
    };
    await set(silent, false, false);
    await set(noMail, true, false);
    await set(mailOnly, false, true);
    for (const fan of [silent, noMail, mailOnly]) await follow(fan, { kind: "band", id: band.id });
    await publish([{ kind: "band", id: band.id }]);
    await runJobs();

    expect(await listOf(silent)).toEqual([]);
    expect(mailsTo(silent)).toHaveLength(0);
    expect(await unread(noMail)).toBe(1);
    expect(mailsTo(noMail)).toHaveLength(0);
    expect(await unread(mailOnly)).toBe(0);
    expect(mailsTo(mailOnly)).toHaveLength(1);

    // The mail's one-click link turns that kind's mails off, signed out.
    const link = /<([^>]+)>/.exec(mailsTo(mailOnly)[0]!.headers!["List-Unsubscribe"]!)![1]!;
    const res = await t.app.request(link.replace("http://localhost:3000", ""), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await res.json()).toEqual({ stopped: "gig_in_your_city" });
    await publish([{ kind: "band", id: band.id }], pune.id, admin, "Second Night");
    await runJobs();
    expect(mailsTo(mailOnly)).toHaveLength(1);
  });

  it("keeps a fan's newest 1,000: the oldest goes when the gig's news arrives", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps, { city: "Delhi" });
    await follow(fan, { kind: "band", id: band.id });
    await t.db.execute(sql`
      insert into notifications (user_id, kind, data, href, read_at, latest_at)
      select ${fan.id}, 'level_up', jsonb_build_object('level', k), null, now(), now() - make_interval(hours => k)
      from generate_series(1, 1000) k`);
    await publish([{ kind: "band", id: band.id }]);
    await runJobs();
    const rows = await t.db
      .select({ kind: notifications.kind, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, fan.id));
    expect(rows).toHaveLength(1000);
    expect(rows.filter((row) => row.kind === "followed_act_gig")).toHaveLength(1);
    expect(rows.some((row) => row.data.level === 1000)).toBe(false);
  });

  it("says nothing of a gig that is already over", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps, { city: "Pune" });
    await follow(fan, { kind: "band", id: band.id });
    const res = await send(
      "POST",
      "/api/gigs",
      { name: "Old Night", venueId: pune.id, startTime: "2020-02-14T20:00", lineup: [{ kind: "band", id: band.id }] },
      admin,
    );
    expect(res.status).toBe(201);
    await runJobs();
    expect(await listOf(fan)).toEqual([]);
  });
});

describe("Bring to My City answered", () => {
  it("tells the fans who asked for the gig's city, once, marks their requests answered, and counts them", async () => {
    const band = await createBand(t.db, { name: "Bombay Lights" });
    const asker = await createFan(t.deps, { city: "Pune" });
    const askerFollower = await createFan(t.deps, { city: " pune" });
    const delhiAsker = await createFan(t.deps, { city: "Delhi" });
    await askFor(asker, band.id);
    await askFor(askerFollower, band.id);
    await follow(askerFollower, { kind: "band", id: band.id });
    await askFor(delhiAsker, band.id);

    const eventId = await publish([{ kind: "band", id: band.id }]);
    await runJobs();

    const [item] = await listOf(asker);
    expect(item).toMatchObject({ kind: "bring_answered", href: `/events/${eventId}` });
    expect(item!.message).toMatch(/^Bombay Lights is coming to Pune! You asked them to come: Monsoon Night/);
    // Asked and follows: told once, as the answer to their request.
    expect((await listOf(askerFollower)).map((n) => n.kind)).toEqual(["bring_answered"]);
    expect(await listOf(delhiAsker)).toEqual([]);
    expect(mailsTo(asker).map((m) => m.subject)).toEqual(["Bombay Lights is coming to Pune!"]);
    expect(mailsTo(asker)[0]!.text).toContain("You asked Bombay Lights to come to Pune");

    const answered = await t.db
      .select({
        fanId: fanBandActivity.fanId,
        at: fanBandActivity.bringAnsweredAt,
        by: fanBandActivity.bringAnsweredEventId,
      })
      .from(fanBandActivity)
      .where(eq(fanBandActivity.bandId, band.id));
    const byFan = new Map(answered.map((row) => [row.fanId, row]));
    expect(byFan.get(asker.id)?.by).toBe(eventId);
    expect(byFan.get(askerFollower.id)?.at).not.toBeNull();
    expect(byFan.get(delhiAsker.id)?.at).toBeNull();

    const demand = await (await t.app.request(`/api/bands/${band.id}/city-demand`)).json();
    expect(demand).toEqual({
      total: 3,
      cities: [
        { city: "Pune", count: 2, answered: 2 },
        { city: "Delhi", count: 1, answered: 0 },
      ],
    });

    // Run again: nobody is told twice.
    await rerunJobsOf(eventId);
    expect(await listOf(asker)).toHaveLength(1);
    expect(mailsTo(asker)).toHaveLength(1);

    // A second Pune gig does not answer an answered request again.
    await publish([{ kind: "band", id: band.id }], pune.id, admin, "Encore");
    await runJobs();
    expect(await listOf(asker)).toHaveLength(1);

    // Cancelling the gig that answered them re-opens the requests.
    expect((await send("POST", `/api/gigs/${eventId}/cancel`, {}, admin)).status).toBe(200);
    const reopened = await (await t.app.request(`/api/bands/${band.id}/city-demand`)).json();
    expect(reopened.cities[0]).toEqual({ city: "Pune", count: 2, answered: 0 });
  });

  it("withdrawing a request clears its answer", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps, { city: "Pune" });
    await askFor(fan, band.id);
    await publish([{ kind: "band", id: band.id }]);
    await runJobs();
    await askFor(fan, band.id, false);
    const [row] = await t.db
      .select({ at: fanBandActivity.bringAnsweredAt })
      .from(fanBandActivity)
      .where(and(eq(fanBandActivity.bandId, band.id), eq(fanBandActivity.fanId, fan.id)));
    expect(row?.at).toBeNull();
  });
});

describe("an RSVP'd gig changed or cancelled", () => {
  it("tells each fan who RSVP'd once per change, and of the cancellation once", async () => {
    const band = await createBand(t.db, { name: "Tide Lines", isVerified: true });
    const manager = await createManager(t.deps, { kind: "band", id: band.id });
    const eventId = await publish([{ kind: "band", id: band.id }], pune.id, manager, "Tide Night");
    const going = [await createFan(t.deps), await createFan(t.deps)];
    const notGoing = await createFan(t.deps);
    for (const fan of [...going, manager]) await addRsvp(t.db, eventId, fan.id);
    await runJobs();

    // Time and place in one save: one notification, as the gig now is.
    const res = await send(
      "PATCH",
      `/api/gigs/${eventId}`,
      { startTime: "2030-02-15T21:30", venueId: delhi.id },
      manager,
    );
    expect(res.status).toBe(200);
    await runJobs();
    for (const fan of going) {
      expect((await listOf(fan)).map((n) => n.message)).toEqual([
        "Tide Night has changed: now Feb 15, 2030, 9:30 PM IST at Summer House, Delhi",
      ]);
    }
    expect(await listOf(notGoing)).toEqual([]);
    expect(await listOf(manager)).toEqual([]);

    expect((await send("PATCH", `/api/gigs/${eventId}`, { startTime: "2030-02-16T21:30" }, manager)).status).toBe(200);
    await runJobs();
    expect((await send("POST", `/api/gigs/${eventId}/cancel`, {}, manager)).status).toBe(200);
    await runJobs();
    await rerunJobsOf(eventId);
    for (const fan of going) {
      const kinds = (await listOf(fan)).map((n) => n.kind);
      expect(kinds.sort()).toEqual(["gig_cancelled", "gig_changed", "gig_changed"]);
    }
    const cancelled = (await listOf(going[0]!)).find((n) => n.kind === "gig_cancelled");
    expect(cancelled!.message).toBe("Tide Night (Feb 16, 2030, 9:30 PM IST, Summer House, Delhi) is cancelled");
    expect(mailsTo(going[0]!)).toHaveLength(0);
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, going[1]!.id));
    expect(rows[0]!.n).toBe(3);
  });
});

describe("addedActs", () => {
  it("lists the acts new to the line-up, headliner marks aside", () => {
    expect(addedActs(["band:a:headliner", "artist:b"], ["band:a", "band:c:headliner", "artist:b", "artist:d"])).toEqual(
      { bands: ["c"], artists: ["d"] },
    );
    expect(addedActs(undefined, ["band:a"])).toEqual({ bands: ["a"], artists: [] });
  });
});
