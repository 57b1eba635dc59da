import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@/shared/validation";
import { createBand, createSubmission } from "../admin/testing";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { adminAuditLog, bands, bandsTemp } from "../db/schema";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
let fan: TestUser;
let admin: TestUser;

const approve = (id: string, user?: TestUser) =>
  t.app.request(`/api/admin/bands/${id}/approve`, jsonRequest("POST", {}, user));
const reject = (id: string, body: unknown, user?: TestUser) =>
  t.app.request(`/api/admin/bands/${id}/reject`, jsonRequest("POST", body, user));
const get = (path: string, user?: TestUser) => t.app.request(path, { headers: user?.headers ?? {} });

beforeAll(async () => {
  t = await createTestApp();
  fan = await createFan(t.deps);
  admin = await createAdmin(t.deps);
});

describe("GET /api/admin/bands/pending and /pending-count", () => {
  it("lists pending submissions newest first, pages through them, and counts them", async () => {
    const { count: before } = (await (await get("/api/admin/bands/pending-count", admin)).json()) as { count: number };
    const older = await createSubmission(t.db, fan, { submittedAt: new Date("2026-01-01T10:00:00Z") });
    const newer = await createSubmission(t.db, fan, { submittedAt: new Date("2026-01-02T10:00:00Z") });
    await createSubmission(t.db, fan, { status: "rejected" });

    const count = await get("/api/admin/bands/pending-count", admin);
    expect(await count.json()).toEqual({ count: before + 2 });

    const res = await get("/api/admin/bands/pending?limit=1", admin);
    const first = (await res.json()) as { items: { id: string }[]; nextCursor: string };
    const all: string[] = first.items.map((item) => item.id);
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const page = (await (await get(`/api/admin/bands/pending?limit=1&cursor=${cursor}`, admin)).json()) as {
        items: { id: string }[];
        nextCursor: string | null;
      };
      all.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(all.indexOf(newer.id)).toBeLessThan(all.indexOf(older.id));
    expect(all).toHaveLength(before + 2);
  });

  it("shows every field of the request card and flags a name that matches a live band", async () => {
    const live = await createBand(t.db, { name: "Indian Ocean" });
    const row = await createSubmission(t.db, fan, {
      name: "  indian ocean ",
      location: "Delhi",
      managerPhone: "+91 98100 00000",
      keyMembers: "Rahul Ram, Amit Kilam",
      submittedAt: new Date(Date.now() + 60_000),
    });
    const { items } = (await (await get("/api/admin/bands/pending?limit=1", admin)).json()) as { items: unknown[] };
    expect(items[0]).toEqual({
      id: row.id,
      name: "  indian ocean ",
      submittedAt: row.submittedAt.toISOString(),
      submitterName: "Test Fan",
      submitterEmail: fan.email,
      location: "Delhi",
      primaryGenre: null,
      secondaryGenre: null,
      bio: null,
      keyMembers: "Rahul Ram, Amit Kilam",
      manager: "Asha Manager",
      managerEmail: row.managerEmail,
      managerPhone: "+91 98100 00000",
      avatarUrl: null,
      profileBannerUrl: null,
      duplicateOf: { id: live.id, name: "Indian Ocean" },
    });
  });

  it("refuses a forged cursor", async () => {
    const res = await get("/api/admin/bands/pending?cursor=bm9wZQ", admin);
    expect(res.status).toBe(422);
  });
});

describe("POST /api/admin/bands/:id/approve", () => {
  it("turns the submission into a live band, marks it approved and e-mails the manager", async () => {
    const row = await createSubmission(t.db, fan, {
      name: "Thermal And A Quarter",
      bio: "Bangalore rock",
      primaryGenre: "Rock",
      avatarUrl: "/media/artist-assets/00000000-0000-4000-8000-000000000001.webp",
    });
    const res = await approve(row.id, admin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { submission: { status: string; approvedBandId: string }; band: { id: string } };
    expect(body.submission.status).toBe("approved");
    expect(body.submission.approvedBandId).toBe(body.band.id);

    const [band] = await t.db.select().from(bands).where(eq(bands.id, body.band.id));
    expect(band).toMatchObject({
      name: "Thermal And A Quarter",
      bio: "Bangalore rock",
      primaryGenre: "Rock",
      manager: "Asha Manager",
      managerEmail: row.managerEmail,
      avatarUrl: "/media/artist-assets/00000000-0000-4000-8000-000000000001.webp",
      featured: 0,
    });
    const [stored] = await t.db.select().from(bandsTemp).where(eq(bandsTemp.id, row.id));
    expect(stored).toMatchObject({ status: "approved", approvedBandId: band!.id, reviewedBy: admin.id });
    expect(stored!.reviewedAt).toBeInstanceOf(Date);

    await vi.waitFor(() => expect(t.mails.some((m) => m.to === row.managerEmail)).toBe(true));
    const mail = t.mails.find((m) => m.to === row.managerEmail)!;
    expect(mail.text).toContain(`/bands/${band!.id}`);

    const [audit] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, row.id));
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: "band_submission.approve",
      entityType: "band_submission",
      entityLabel: "Thermal And A Quarter",
      after: { status: "approved", approvedBandId: band!.id },
    });
  });

  it("creates exactly one band when two admins approve at the same moment", async () => {
    const other = await createAdmin(t.deps);
    const row = await createSubmission(t.db, fan, { name: "Concurrent Crew" });
    const results = await Promise.all([approve(row.id, admin), approve(row.id, other)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const made = await t.db.select().from(bands).where(eq(bands.name, "Concurrent Crew"));
    expect(made).toHaveLength(1);
    const audits = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, row.id));
    expect(audits).toHaveLength(1);
  });

  it("answers 409 to a second approval or a rejection after approval", async () => {
    const row = await createSubmission(t.db, fan, { name: "Twice Approved" });
    expect((await approve(row.id, admin)).status).toBe(200);
    const again = await approve(row.id, admin);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "already_reviewed", message: "This band submission has already been approved." },
    });
    expect((await reject(row.id, { rejectionReason: "Changed my mind" }, admin)).status).toBe(409);
    expect(await t.db.select().from(bands).where(eq(bands.name, "Twice Approved"))).toHaveLength(1);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await approve("00000000-0000-4000-8000-000000000000", admin)).status).toBe(404);
    expect((await approve("not-an-id", admin)).status).toBe(404);
  });
});

describe("POST /api/admin/bands/:id/reject", () => {
  it("needs a non-blank reason", async () => {
    const row = await createSubmission(t.db, fan);
    for (const body of [{}, { rejectionReason: "   " }]) {
      const res = await reject(row.id, body, admin);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        error: { fields: { rejectionReason: [MESSAGES.rejectionReasonRequired] } },
      });
    }
    const [stored] = await t.db.select().from(bandsTemp).where(eq(bandsTemp.id, row.id));
    expect(stored!.status).toBe("pending");
  });

  it("marks the submission rejected with the reason and e-mails the submitter", async () => {
    const row = await createSubmission(t.db, fan, { name: "Not Yet Band" });
    const res = await reject(row.id, { rejectionReason: "  Please add a bio and a real manager e-mail.  " }, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      submission: { id: row.id, status: "rejected", rejectionReason: "Please add a bio and a real manager e-mail." },
    });
    const [stored] = await t.db.select().from(bandsTemp).where(eq(bandsTemp.id, row.id));
    expect(stored).toMatchObject({ status: "rejected", reviewedBy: admin.id, approvedBandId: null });
    await vi.waitFor(() =>
      expect(t.mails.some((m) => m.to === fan.email && m.subject.includes("Not Yet Band"))).toBe(true),
    );
    const mail = t.mails.find((m) => m.to === fan.email && m.subject.includes("Not Yet Band"))!;
    expect(mail.text).toContain("Please add a bio and a real manager e-mail.");
    expect(await t.db.select().from(bands).where(eq(bands.name, "Not Yet Band"))).toHaveLength(0);
  });

  it("rejects once even when two admins reject at the same moment", async () => {
    const row = await createSubmission(t.db, fan);
    const results = await Promise.all([
      reject(row.id, { rejectionReason: "Duplicate" }, admin),
      reject(row.id, { rejectionReason: "Spam" }, await createAdmin(t.deps)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, row.id))).toHaveLength(1);
  });
});
