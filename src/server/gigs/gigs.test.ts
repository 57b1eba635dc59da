import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { createArtist, createBand } from "../bands/testing";
import { adminAuditLog, events, gigSubmissions } from "../db/schema";
import { addBandToLineup, createEvent, createVenue } from "../events/testing";
import { createManager } from "../pages/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
let admin: TestUser;
let fan: TestUser;
let verifiedBand: { id: string };
let otherBand: { id: string };
let venue: { id: string };
let bandManager: TestUser;
let venueManager: TestUser;
let otherManager: TestUser;

const post = (path: string, body: unknown, user?: TestUser) => t.app.request(path, jsonRequest("POST", body, user));
const patch = (path: string, body: unknown, user?: TestUser) => t.app.request(path, jsonRequest("PATCH", body, user));

const gigBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Monsoon Static Live",
  venueId: venue.id,
  startTime: "2030-02-14T20:00",
  endTime: "2030-02-14T23:00",
  ticketPrice: "₹499",
  lineup: [{ kind: "band", id: verifiedBand.id, headliner: true }],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
  fan = await createFan(t.deps);
  verifiedBand = await createBand(t.db, { name: "Monsoon Static", isVerified: true });
  otherBand = await createBand(t.db, { name: "Paper Boats" });
  venue = await createVenue(t.db, { name: "The Loudbox", city: "Mumbai" });
  bandManager = await createManager(t.deps, { kind: "band", id: verifiedBand.id });
  venueManager = await createManager(t.deps, { kind: "venue", id: venue.id }, "editor");
  otherManager = await createManager(t.deps, { kind: "band", id: otherBand.id });
});

describe("POST /api/gigs", () => {
  it("refuses visitors (401), fans and managers of a page not on the gig (403)", async () => {
    expect((await post("/api/gigs", gigBody())).status).toBe(401);
    expect((await post("/api/gigs", gigBody(), fan)).status).toBe(403);
    const res = await post("/api/gigs", gigBody(), otherManager);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "forbidden" } });
  });

  it("publishes at once for a verified band's manager, with the line-up of bands and artists", async () => {
    const artist = await createArtist(t.db, { name: "Asha Rao" });
    const res = await post(
      "/api/gigs",
      gigBody({
        lineup: [
          { kind: "band", id: verifiedBand.id, headliner: true },
          { kind: "band", id: otherBand.id },
          { kind: "artist", id: artist.id },
        ],
      }),
      bandManager,
    );
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { status: string; eventId: string };
    expect(answer.status).toBe("published");
    const detail = (await (await t.app.request(`/api/events/${answer.eventId}`)).json()) as {
      venueName: string;
      startTime: string;
      lineup: { kind: string; name: string }[];
    };
    expect(detail.venueName).toBe("The Loudbox");
    expect(detail.startTime).toBe("2030-02-14T14:30:00.000Z");
    expect(detail.lineup.map((act) => [act.kind, act.name])).toEqual([
      ["band", "Monsoon Static"],
      ["band", "Paper Boats"],
      ["artist", "Asha Rao"],
    ]);
    const onOtherBand = (await (await t.app.request(`/api/bands/${otherBand.id}/gigs`)).json()) as {
      upcoming: { eventId: string }[];
    };
    expect(onOtherBand.upcoming.map((gig) => gig.eventId)).toContain(answer.eventId);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, answer.eventId));
    expect(audit.map((row) => row.action)).toEqual(["gig.published"]);
  });

  it("sends a venue manager's or an unverified band's gig to review, line-up kept for approval", async () => {
    const res = await post("/api/gigs", gigBody({ lineup: [{ kind: "band", id: otherBand.id }] }), venueManager);
    expect(res.status).toBe(202);
    const answer = (await res.json()) as { status: string; submissionId: string };
    expect(answer.status).toBe("pending");
    const [row] = await t.db.select().from(gigSubmissions).where(eq(gigSubmissions.id, answer.submissionId));
    expect(row).toMatchObject({ status: "pending", venueId: venue.id, lineup: [{ kind: "band", id: otherBand.id }] });

    expect(
      (await post("/api/gigs", gigBody({ lineup: [{ kind: "band", id: otherBand.id }] }), otherManager)).status,
    ).toBe(202);

    // The admin approves it from the Gigs tab: the event gets its venue and line-up.
    const approve = await t.app.request(
      `/api/submissions/gigs/${answer.submissionId}/approve`,
      jsonRequest("POST", {}, admin),
    );
    expect(approve.status).toBe(200);
    const [approved] = await t.db.select().from(gigSubmissions).where(eq(gigSubmissions.id, answer.submissionId));
    const detail = (await (await t.app.request(`/api/events/${approved!.approvedEventId}`)).json()) as {
      venue: { id: string };
      lineup: { id: string }[];
    };
    expect(detail.venue.id).toBe(venue.id);
    expect(detail.lineup.map((act) => act.id)).toEqual([otherBand.id]);
  });

  it("lets admins announce, and answers 422 with field messages for bad input", async () => {
    expect((await post("/api/gigs", gigBody(), admin)).status).toBe(201);
    const res = await post("/api/gigs", { name: "", lineup: [] }, bandManager);
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(["name", "lineup"]));
    const noVenue = await post("/api/gigs", gigBody({ venueId: null }), bandManager);
    expect(noVenue.status).toBe(422);
  });
});

describe("PATCH /api/gigs/:id and POST /api/gigs/:id/cancel", () => {
  async function bandGig() {
    const event = await createEvent(t.db, {
      name: "Static Night",
      venueId: venue.id,
      startTime: new Date("2030-03-01T14:00:00Z"),
    });
    await addBandToLineup(t.db, event.id, verifiedBand.id);
    return event;
  }

  it("refuses visitors, fans and other pages' managers; 404 for an unknown gig", async () => {
    const gig = await bandGig();
    const body = { startTime: "2030-03-02T20:00" };
    expect((await patch(`/api/gigs/${gig.id}`, body)).status).toBe(401);
    expect((await patch(`/api/gigs/${gig.id}`, body, fan)).status).toBe(403);
    expect((await patch(`/api/gigs/${gig.id}`, body, otherManager)).status).toBe(403);
    expect((await post(`/api/gigs/${gig.id}/cancel`, {})).status).toBe(401);
    expect((await post(`/api/gigs/${gig.id}/cancel`, {}, fan)).status).toBe(403);
    expect((await post(`/api/gigs/${gig.id}/cancel`, {}, otherManager)).status).toBe(403);
    expect((await patch("/api/gigs/00000000-0000-4000-8000-000000000000", body, admin)).status).toBe(404);
  });

  it("GET /api/gigs/:id/access answers the same rule before the form is shown", async () => {
    const gig = await bandGig();
    const access = async (user?: TestUser) => {
      const res = await t.app.request(`/api/gigs/${gig.id}/access`, { headers: user?.headers });
      return res.status === 200 ? ((await res.json()) as { canManage: boolean }).canManage : res.status;
    };
    expect(await access()).toBe(401);
    expect(await access(fan)).toBe(false);
    expect(await access(otherManager)).toBe(false);
    expect(await access(bandManager)).toBe(true);
    expect(await access(venueManager)).toBe(true);
    expect(await access(admin)).toBe(true);
    const unknown = await t.app.request("/api/gigs/00000000-0000-4000-8000-000000000000/access", {
      headers: admin.headers,
    });
    expect(unknown.status).toBe(404);
  });

  it("lets the band's and the venue's managers and admins change time, venue and line-up, each announced", async () => {
    const gig = await bandGig();
    const moved = await patch(`/api/gigs/${gig.id}`, { startTime: "2030-03-02T20:00" }, bandManager);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ startTime: "2030-03-02T14:30:00.000Z", cancelled: false });

    const elsewhere = await patch(
      `/api/gigs/${gig.id}`,
      { venueId: null, venueName: "Antisocial", city: "Pune" },
      venueManager,
    );
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.json()).toMatchObject({ venueId: null, venueName: "Antisocial", city: "Pune" });

    const lineup = [
      { kind: "band", id: verifiedBand.id },
      { kind: "band", id: otherBand.id },
    ];
    expect((await patch(`/api/gigs/${gig.id}`, { lineup }, admin)).status).toBe(200);
    // The other band is on the line-up now, so its manager may change the gig too.
    expect((await patch(`/api/gigs/${gig.id}`, { endTime: "2030-03-02T23:00" }, otherManager)).status).toBe(200);

    const bad = await patch(`/api/gigs/${gig.id}`, { endTime: "2030-03-01T10:00" }, bandManager);
    expect(bad.status).toBe(422);

    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, gig.id));
    expect(audit.map((row) => row.action).sort()).toEqual(["gig.lineup", "gig.time", "gig.time", "gig.venue"]);
  });

  it("cancels: the gig shows cancelled, refuses RSVPs and further changes (409)", async () => {
    const gig = await bandGig();
    const res = await post(`/api/gigs/${gig.id}/cancel`, {}, venueManager);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ cancelled: true });
    const detail = (await (await t.app.request(`/api/events/${gig.id}`)).json()) as { cancelled: boolean };
    expect(detail.cancelled).toBe(true);
    const rsvp = await t.app.request(`/api/events/${gig.id}/rsvp`, jsonRequest("POST", {}, fan));
    expect(rsvp.status).toBe(409);
    expect(await rsvp.json()).toMatchObject({ error: { code: "gig_cancelled" } });
    expect((await post(`/api/gigs/${gig.id}/cancel`, {}, admin)).status).toBe(409);
    expect((await patch(`/api/gigs/${gig.id}`, { startTime: "2030-03-05T20:00" }, bandManager)).status).toBe(409);
    const [row] = await t.db.select().from(events).where(eq(events.id, gig.id));
    expect(row!.cancelledAt).not.toBeNull();
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, gig.id));
    expect(audit.map((r) => r.action)).toEqual(["gig.cancelled"]);
  });
});
