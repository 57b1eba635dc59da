import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FEWER_THAN_3 } from "@/shared/contract/manage";
import { createAdmin, createFan, sessionCookieFor, type TestUser } from "../auth/testing";
import { createArtist, createBand, daysFromNow } from "../bands/testing";
import { eventRsvps, fanBandActivity, fans, userCalendarEvents, users } from "../db/schema";
import { addBandToLineup, addRsvp, createEvent, createVenue } from "../events/testing";
import { createManager } from "../pages/testing";
import { createTestApp, type TestApp } from "../test";
import { csvCell } from "./csv";

let t: TestApp;
let admin: TestUser;
let fan: TestUser;
let bandA: { id: string; name: string };
let bandB: { id: string };
let venue: { id: string };
let managerA: TestUser;
let editorA: TestUser;
let managerB: TestUser;
let venueManager: TestUser;
let artist: TestUser;
let gig: { id: string };
let pastGig: { id: string };
const fanEmails: string[] = [];

const get = (path: string, user?: TestUser) => t.app.request(path, { headers: user?.headers ?? {} });
const post = (path: string, user?: TestUser) => t.app.request(path, { method: "POST", headers: user?.headers ?? {} });
const dashboard = async (path: string, user: TestUser) => {
  const res = await get(path, user);
  expect(res.status).toBe(200);
  return (await res.json()).dashboard;
};

/** A fan's row for band A, straight to the table (the trigger fills followed_at / bring_at when not given). */
async function fanOfA(values: Partial<typeof fanBandActivity.$inferInsert>) {
  const member = await createFan(t.deps);
  fanEmails.push(member.email);
  await t.db.insert(fanBandActivity).values({ fanId: member.id, bandId: bandA.id, ...values });
  return member;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
  fan = await createFan(t.deps);
  bandA = await createBand(t.db, { name: "=Monsoon Static" });
  bandB = await createBand(t.db, { name: "Paper Boats" });
  venue = await createVenue(t.db, { name: "The Loudbox", city: "Pune" });
  managerA = await createManager(t.deps, { kind: "band", id: bandA.id });
  editorA = await createManager(t.deps, { kind: "band", id: bandA.id }, "editor");
  managerB = await createManager(t.deps, { kind: "band", id: bandB.id });
  venueManager = await createManager(t.deps, { kind: "venue", id: venue.id });
  const artistRow = await createArtist(t.db, { name: "Asha Rao" });
  const artistCookie = await sessionCookieFor(t.deps, artistRow.id);
  artist = { id: artistRow.id, email: "", role: "artist", cookie: artistCookie, headers: { cookie: artistCookie } };

  // Followers: two long-standing, one from 10 days ago, one today through the API (trigger-stamped).
  const old = daysFromNow(-200);
  await fanOfA({ following: true, followedAt: old, fanVote: 7, votedAt: old });
  await fanOfA({ following: true, followedAt: old, fanVote: 5, votedAt: old });
  await fanOfA({ following: true, followedAt: daysFromNow(-10), fanVote: 5, votedAt: old });
  // Bring to My City: Pune 4 (one of them 40 days ago), Nashik 1, a formula-looking city 3.
  for (let i = 0; i < 3; i++) await fanOfA({ bringToMyCity: true, bringCity: "Pune" });
  await fanOfA({ bringToMyCity: true, bringCity: " pune ", bringAt: daysFromNow(-40) });
  await fanOfA({ bringToMyCity: true, bringCity: "Nashik" });
  for (let i = 0; i < 3; i++) await fanOfA({ bringToMyCity: true, bringCity: "=cmd" });
  // Another band Pune wants less.
  for (let i = 0; i < 2; i++) {
    const member = await createFan(t.deps);
    await t.db
      .insert(fanBandActivity)
      .values({ fanId: member.id, bandId: bandB.id, bringToMyCity: true, bringCity: "Pune" });
  }

  gig = await createEvent(t.db, { name: "Monsoon Static Live", venueId: venue.id, startTime: daysFromNow(5) });
  pastGig = await createEvent(t.db, { name: "Last Year", venueId: venue.id, startTime: daysFromNow(-30) });
  await addBandToLineup(t.db, gig.id, bandA.id);
  await addBandToLineup(t.db, pastGig.id, bandA.id);
  await addRsvp(t.db, gig.id, fan.id);
  await addRsvp(t.db, gig.id, admin.id);
  await t.db.insert(userCalendarEvents).values({ userId: fan.id, eventId: gig.id, calendarProvider: "google" });
});

describe("GET /api/manage", () => {
  it("401s a visitor and lists nothing for a fan who runs no page", async () => {
    expect((await get("/api/manage")).status).toBe(401);
    const res = await get("/api/manage", fan);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ pages: [] });
  });

  it("lists a manager's pages with their role, and an artist's own page", async () => {
    expect((await (await get("/api/manage", managerA)).json()).pages).toEqual([
      { kind: "band", id: bandA.id, name: "=Monsoon Static", role: "owner" },
    ]);
    expect((await (await get("/api/manage", editorA)).json()).pages[0]).toMatchObject({ role: "editor" });
    expect((await (await get("/api/manage", venueManager)).json()).pages).toEqual([
      { kind: "venue", id: venue.id, name: "The Loudbox", role: "owner" },
    ]);
    expect((await (await get("/api/manage", artist)).json()).pages).toEqual([
      { kind: "artist", id: artist.id, name: "Asha Rao", role: "artist" },
    ]);
  });
});

describe("GET /api/manage/{kind}/{id}", () => {
  it("answers only the page's managers and admins: 401 visitor, 403 fan and another band's manager, 404 no page", async () => {
    const path = `/api/manage/bands/${bandA.id}`;
    expect((await get(path)).status).toBe(401);
    expect((await get(path, fan)).status).toBe(403);
    const refused = await get(path, managerB);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "forbidden" } });
    expect((await get(path, venueManager)).status).toBe(403);
    expect((await get(`/api/manage/venues/${venue.id}`, managerA)).status).toBe(403);
    expect((await get(path, managerA)).status).toBe(200);
    expect((await get(path, editorA)).status).toBe(200);
    expect((await get(path, admin)).status).toBe(200);
    expect((await get(`/api/manage/bands/${bandB.id}`, managerB)).status).toBe(200);
    expect((await get(`/api/manage/artists/${artist.id}`, artist)).status).toBe(200);
    expect((await get(`/api/manage/artists/${artist.id}`, managerA)).status).toBe(403);
    expect((await get("/api/manage/bands/00000000-0000-4000-8000-000000000000", admin)).status).toBe(404);
    expect((await get("/api/manage/bands/nope", admin)).status).toBe(404);
  });

  it("counts followers now and per day for 90 days", async () => {
    await t.app.request(`/api/bands/${bandA.id}/follow`, {
      method: "PUT",
      headers: { ...fan.headers, "content-type": "application/json" },
      body: JSON.stringify({ following: true }),
    });
    const d = await dashboard(`/api/manage/bands/${bandA.id}`, managerA);
    expect(d.followers.now).toBe(4);
    expect(d.followers.daily).toHaveLength(90);
    const days = d.followers.daily.map((day: { followers: number }) => day.followers);
    expect(days.at(-1)).toBe(4);
    expect(days.at(-2)).toBe(3);
    expect(days[0]).toBe(2);
    // The follow of 10 days ago counts from its own IST day on.
    expect(days.at(-10)).toBe(3);
    expect(days.at(-12)).toBe(2);
  });

  it("gives the Scream-O-Meter distribution over 7 levels and its average", async () => {
    const d = await dashboard(`/api/manage/bands/${bandA.id}`, managerA);
    expect(d.screams.fans).toBe(3);
    expect(d.screams.average).toBe(5.7);
    expect(d.screams.levels).toHaveLength(7);
    expect(d.screams.levels.map((l: { fans: number }) => l.fans)).toEqual([0, 0, 0, 0, 2, 0, 1]);
    expect(d.screams.levels[6].label).toBe("Yaaaargh. I'm their numbah 1 faaaan");
  });

  it("lists Bring to My City per city, highest first, with 30 days' change, and withholds cities under 3 fans", async () => {
    const d = await dashboard(`/api/manage/bands/${bandA.id}`, managerA);
    expect(d.demand.total).toBe(8);
    expect(d.demand.cities).toEqual([
      { city: "Pune", count: 4, label: "4", last30Days: 3 },
      { city: "=cmd", count: 3, label: "3", last30Days: 3 },
      { city: "Nashik", count: null, label: FEWER_THAN_3, last30Days: null },
    ]);
  });

  it("shows upcoming gigs with RSVPs, calendar adds and ticket clicks (one counted per fan per hour)", async () => {
    expect((await post(`/api/events/${gig.id}/ticket-click`, fan)).status).toBe(200);
    expect((await post(`/api/events/${gig.id}/ticket-click`, fan)).status).toBe(200);
    expect((await post(`/api/events/${gig.id}/ticket-click`, managerB)).status).toBe(200);
    expect((await post(`/api/events/${gig.id}/ticket-click`)).status).toBe(401);
    const d = await dashboard(`/api/manage/bands/${bandA.id}`, managerA);
    expect(d.gigs).toEqual([
      expect.objectContaining({
        id: gig.id,
        name: "Monsoon Static Live",
        venueName: "The Loudbox",
        cancelled: false,
        rsvps: 2,
        calendarAdds: 1,
        ticketClicks: 2,
      }),
    ]);
  });

  it("shows a venue the bands its city wants most, withholding bands under 3 fans", async () => {
    const d = await dashboard(`/api/manage/venues/${venue.id}`, venueManager);
    expect(d.followers).toBeNull();
    expect(d.demand).toBeNull();
    expect(d.cityWants).toEqual({
      city: "Pune",
      bands: [
        { bandId: bandA.id, name: "=Monsoon Static", count: 4, label: "4" },
        { bandId: bandB.id, name: "Paper Boats", count: null, label: FEWER_THAN_3 },
      ],
    });
    expect(d.gigs.map((g: { id: string }) => g.id)).toEqual([gig.id]);
  });

  it("never answers a fan's e-mail or id", async () => {
    const text = await (await get(`/api/manage/bands/${bandA.id}`, managerA)).text();
    for (const email of [...fanEmails, fan.email]) expect(text).not.toContain(email);
    expect(text).not.toContain(fan.id);
  });
});

describe("Where fans want you, as fans ask and withdraw", () => {
  it("moves with Bring to My City through the API: asks, a withdrawal, a city change (the board's aggregate)", async () => {
    const band = await createBand(t.db, { name: "Tidewater" });
    const owner = await createManager(t.deps, { kind: "band", id: band.id });
    const goans = await Promise.all([1, 2, 3, 4].map(() => createFan(t.deps, { city: "Goa" })));
    const bring = (member: TestUser, wanted: boolean) =>
      t.app.request(`/api/bands/${band.id}/bring-to-my-city`, {
        method: "PUT",
        headers: { ...member.headers, "content-type": "application/json" },
        body: JSON.stringify({ wanted }),
      });
    for (const member of goans) expect((await bring(member, true)).status).toBe(200);
    let d = await dashboard(`/api/manage/bands/${band.id}`, owner);
    expect(d.demand).toEqual({ total: 4, cities: [{ city: "Goa", count: 4, label: "4", last30Days: 4 }] });

    // One withdraws; another moves to Shillong and asks again from there.
    expect((await bring(goans[0]!, false)).status).toBe(200);
    expect((await bring(goans[1]!, false)).status).toBe(200);
    await t.db.update(fans).set({ city: "Shillong" }).where(eq(fans.userId, goans[1]!.id));
    expect((await bring(goans[1]!, true)).status).toBe(200);
    d = await dashboard(`/api/manage/bands/${band.id}`, owner);
    expect(d.demand).toEqual({
      total: 3,
      cities: [
        { city: "Goa", count: null, label: FEWER_THAN_3, last30Days: null },
        { city: "Shillong", count: null, label: FEWER_THAN_3, last30Days: null },
      ],
    });
    // The venue tab reads the same counts: Goa's bands.
    const goaVenue = await createVenue(t.db, { name: "Beach Shack", city: " goa " });
    const venueOwner = await createManager(t.deps, { kind: "venue", id: goaVenue.id });
    const v = await dashboard(`/api/manage/venues/${goaVenue.id}`, venueOwner);
    expect(v.cityWants).toEqual({
      city: " goa ",
      bands: [{ bandId: band.id, name: "Tidewater", count: null, label: FEWER_THAN_3 }],
    });
  });
});

describe("RSVPs and calendar adds per gig (event_fan_counts)", () => {
  it("stay equal to the rows through concurrent RSVPs, calendar adds and removals, and a deleted account", async () => {
    const band = await createBand(t.db, { name: "Crowd Count" });
    const owner = await createManager(t.deps, { kind: "band", id: band.id });
    const show = await createEvent(t.db, { name: "Crowded Night", venueId: venue.id, startTime: daysFromNow(3) });
    await addBandToLineup(t.db, show.id, band.id);
    const crowd = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createFan(t.deps)));
    const send = (member: TestUser, method: string, path: string, body?: unknown) =>
      t.app.request(`/api/events/${show.id}/${path}`, {
        method,
        headers: { ...member.headers, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // Everyone at once, twice over (a double tap counts once).
    const rsvps = await Promise.all([...crowd, ...crowd].map((member) => send(member, "POST", "rsvp")));
    expect(rsvps.every((res) => res.ok)).toBe(true);
    const adds = await Promise.all(
      crowd.slice(0, 4).map((member) => send(member, "POST", "calendar", { provider: "google" })),
    );
    expect(adds.every((res) => res.ok)).toBe(true);
    expect((await send(crowd[0]!, "DELETE", "calendar")).status).toBe(200);
    // An account that goes takes its RSVP and calendar add with it.
    await t.db.delete(users).where(eq(users.id, crowd[1]!.id));

    const d = await dashboard(`/api/manage/bands/${band.id}`, owner);
    const [rsvpRows, addRows] = await Promise.all([
      t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, show.id)),
      t.db.select().from(userCalendarEvents).where(eq(userCalendarEvents.eventId, show.id)),
    ]);
    expect([rsvpRows.length, addRows.length]).toEqual([5, 2]);
    expect(d.gigs).toEqual([expect.objectContaining({ id: show.id, rsvps: 5, calendarAdds: 2 })]);
  });
});

describe("GET /api/manage/{kind}/{id}/csv", () => {
  it("downloads the aggregates as a CSV attachment, formula-safe, counts only", async () => {
    expect((await get(`/api/manage/bands/${bandA.id}/csv`)).status).toBe(401);
    expect((await get(`/api/manage/bands/${bandA.id}/csv`, managerB)).status).toBe(403);
    const res = await get(`/api/manage/bands/${bandA.id}/csv`, managerA);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="loudtribe-band-monsoon-static-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await res.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe('"Section","Item","Value","Last 30 days"');
    expect(lines).toContain(`"Page","band","'=Monsoon Static",""`);
    expect(lines).toContain('"Followers","Now","4",""');
    expect(lines).toContain('"Where fans want you","Pune","4","3"');
    expect(lines).toContain(`"Where fans want you","'=cmd","3","3"`);
    expect(lines).toContain(`"Where fans want you","Nashik","${FEWER_THAN_3}",""`);
    expect(lines.filter((line) => line.startsWith('"Followers by day (IST)"'))).toHaveLength(90);
    expect(lines.some((line) => line.startsWith('"Gig ticket clicks","Monsoon Static Live ('))).toBe(true);
    for (const email of fanEmails) expect(csv).not.toContain(email);
  });

  it("escapes quotes and neutralises every formula lead", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const lead of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${lead}1+1`)).toBe(`"'${lead}1+1"`);
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(null)).toBe('""');
  });
});
