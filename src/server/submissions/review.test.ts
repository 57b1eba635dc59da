import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SUBMISSION_MESSAGES } from "@/shared/validation/submissions";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { adminAuditLog, events, venues } from "../db/schema";
import { REALTIME_CHANNEL } from "../realtime/notify";
import { createTestApp, type TestApp } from "../test";
import { PENDING_SUBMISSIONS_EVENT } from "./review";

/** Review side effects of 'Add your Gig' / 'Add your Venue': audit rows, mails, live pending counts. */
let t: TestApp;
let fan: TestUser;
let admin: TestUser;
const heard: { topic: string; event: string; data: Record<string, unknown> }[] = [];
let stopListening: () => Promise<void>;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const post = (path: string, body: unknown, user?: TestUser) =>
  t.app.request(`/api/submissions/${path}`, jsonRequest("POST", body, user));
const counts = async (user?: TestUser) =>
  t.app.request("/api/submissions/pending-count", { headers: user?.headers ?? {} });

/** Each suggestion from a new member: one member may send only 5 an hour. */
async function suggest(kind: "gigs" | "venues", name: string): Promise<{ id: string; by: TestUser }> {
  const by = await createFan(t.deps);
  const body =
    kind === "gigs"
      ? { name, venueName: "Blue Frog", city: "Mumbai", startTime: inDays(5), ticketUrl: "https://tickets.example/x" }
      : { name, city: "Bengaluru", location: "12 Church Street", capacity: "300" };
  const res = await post(kind, body, by);
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { submission: { id: string } }).submission.id, by };
}

const mailTo = (to: string, subjectPart: string) => t.mails.find((m) => m.to === to && m.subject.includes(subjectPart));
const auditOf = (id: string) => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id));

beforeAll(async () => {
  t = await createTestApp();
  fan = await createFan(t.deps);
  admin = await createAdmin(t.deps);
  stopListening = await t.deps.db.listen(REALTIME_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
});
afterAll(async () => stopListening());

describe("GET /api/submissions/pending-count", () => {
  it("is for admins only", async () => {
    expect((await counts()).status).toBe(401);
    expect((await counts(fan)).status).toBe(403);
  });

  it("counts pending gigs and venues, and tells admins live when a suggestion arrives", async () => {
    const before = (await (await counts(admin)).json()) as { gigs: number; venues: number };
    await suggest("gigs", "Counted gig");
    await suggest("venues", "Counted venue");
    const after = (await (await counts(admin)).json()) as { gigs: number; venues: number };
    expect(after).toEqual({ ...before, gigs: before.gigs + 1, venues: before.venues + 1 });
    await expect
      .poll(() => heard.filter((m) => m.topic === "admin" && m.event === PENDING_SUBMISSIONS_EVENT).at(-1)?.data)
      .toEqual(after);
  });
});

describe("approving a suggestion", () => {
  it("writes one audit row, mails the submitter a link to the new gig and updates the live count", async () => {
    const { id, by } = await suggest("gigs", "Audited Gig Night");
    const res = await post(`gigs/${id}/approve`, {}, admin);
    expect(res.status).toBe(200);
    const { eventId } = (await res.json()) as { eventId: string };
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "gig_submission.approve",
        entityType: "gig_submission",
        entityLabel: "Audited Gig Night",
        before: { status: "pending" },
        after: { status: "approved", approvedEventId: eventId },
      }),
    ]);
    await vi.waitFor(() => expect(mailTo(by.email, "Audited Gig Night")).toBeDefined());
    expect(mailTo(by.email, "Audited Gig Night")!.text).toContain(`${t.deps.env.APP_URL}/events/${eventId}`);
    const { gigs } = (await (await counts(admin)).json()) as { gigs: number };
    await expect.poll(() => heard.filter((m) => m.event === PENDING_SUBMISSIONS_EVENT).at(-1)?.data.gigs).toBe(gigs);
  });

  it("mails a link to the new venue page", async () => {
    const { id, by } = await suggest("venues", "Audited Venue Hall");
    const { venueId } = (await (await post(`venues/${id}/approve`, {}, admin)).json()) as { venueId: string };
    expect(await auditOf(id)).toMatchObject([
      { action: "venue_submission.approve", entityType: "venue_submission", after: { approvedVenueId: venueId } },
    ]);
    await vi.waitFor(() => expect(mailTo(by.email, "Audited Venue Hall")?.text).toContain(`/venues/${venueId}`));
  });

  it("lists exactly one gig when two admins approve at the same moment", async () => {
    const { id } = await suggest("gigs", "Concurrent Gig");
    const results = await Promise.all([
      post(`gigs/${id}/approve`, {}, admin),
      post(`gigs/${id}/approve`, {}, await createAdmin(t.deps)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(events).where(eq(events.name, "Concurrent Gig"))).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("lists exactly one venue when approve and reject race", async () => {
    const { id } = await suggest("venues", "Raced Venue");
    const results = await Promise.all([
      post(`venues/${id}/approve`, {}, admin),
      post(`venues/${id}/reject`, { rejectionReason: "Closed down" }, await createAdmin(t.deps)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const listed = await t.db.select().from(venues).where(eq(venues.name, "Raced Venue"));
    expect(listed).toHaveLength(results[0]!.status === 200 ? 1 : 0);
    expect(await auditOf(id)).toHaveLength(1);
  });
});

describe("rejecting a suggestion", () => {
  it("needs a non-blank reason, checked after sign-in and role", async () => {
    const { id } = await suggest("venues", "Reasonless Venue");
    expect((await post(`venues/${id}/reject`, {})).status).toBe(401);
    expect((await post(`venues/${id}/reject`, {}, fan)).status).toBe(403);
    for (const body of [{}, { rejectionReason: "  " }]) {
      const res = await post(`venues/${id}/reject`, body, admin);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        error: { fields: { rejectionReason: [SUBMISSION_MESSAGES.rejectionReasonRequired] } },
      });
    }
    expect(await auditOf(id)).toEqual([]);
  });

  it("audits the reason and mails it to the submitter", async () => {
    const { id, by } = await suggest("venues", "Rejected Venue Hall");
    const res = await post(`venues/${id}/reject`, { rejectionReason: "  We could not confirm the address.  " }, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      submission: { status: "rejected", rejectionReason: "We could not confirm the address." },
    });
    expect(await auditOf(id)).toMatchObject([
      {
        actorId: admin.id,
        action: "venue_submission.reject",
        entityType: "venue_submission",
        entityLabel: "Rejected Venue Hall",
        before: { status: "pending" },
        after: { status: "rejected", rejectionReason: "We could not confirm the address." },
      },
    ]);
    await vi.waitFor(() =>
      expect(mailTo(by.email, "Rejected Venue Hall")?.text).toContain("We could not confirm the address."),
    );
  });

  it("audits a rejected gig and answers 409 to a second verdict", async () => {
    const { id, by } = await suggest("gigs", "Rejected Gig Night");
    expect((await post(`gigs/${id}/reject`, { rejectionReason: "Duplicate" }, admin)).status).toBe(200);
    expect((await post(`gigs/${id}/reject`, { rejectionReason: "Again" }, admin)).status).toBe(409);
    expect((await post(`gigs/${id}/approve`, {}, admin)).status).toBe(409);
    expect(await auditOf(id)).toMatchObject([
      { action: "gig_submission.reject", after: { rejectionReason: "Duplicate" } },
    ]);
    await vi.waitFor(() => expect(mailTo(by.email, "Rejected Gig Night")?.text).toContain("Duplicate"));
  });
});

describe("GET /api/admin/audit", () => {
  it("lists suggestion reviews among the admin actions", async () => {
    const { id } = await suggest("gigs", "Shown In Activity");
    await post(`gigs/${id}/reject`, { rejectionReason: "Spam" }, admin);
    const res = await t.app.request("/api/admin/audit?limit=50", { headers: admin.headers });
    const { items } = (await res.json()) as { items: { entityId: string; action: string; entityLabel: string }[] };
    expect(items.find((item) => item.entityId === id)).toMatchObject({
      action: "gig_submission.reject",
      entityLabel: "Shown In Activity",
    });
  });
});
