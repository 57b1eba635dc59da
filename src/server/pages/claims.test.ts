import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBand, createSubmission, createVenue } from "../admin/testing";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { adminAuditLog, pageManagers } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { ALREADY_OWNED, CLAIM_OPEN, CLAIMS_PER_DAY, TOO_MANY_CLAIMS } from "./claims";
import { createManager } from "./testing";

/** 'Claim this page' and the admin's Claims tab: limits, verdicts, audit rows, mails, races. */
let t: TestApp;
let admin: TestUser;

const proof = { role: "Manager", contactPhone: "+91 98200 00000", instagram: "https://instagram.com/theband" };
const claim = (kind: string, id: string, user?: TestUser, body: unknown = proof) =>
  t.app.request(`/api/pages/${kind}/${id}/claims`, jsonRequest("POST", body, user));
const access = async (kind: string, id: string, user?: TestUser) => {
  const res = await t.app.request(`/api/pages/${kind}/${id}/access`, { headers: user?.headers ?? {} });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access: Record<string, unknown> }).access;
};
const review = (id: string, verdict: "approve" | "reject", user?: TestUser, body: unknown = {}) =>
  t.app.request(`/api/admin/claims/${id}/${verdict}`, jsonRequest("POST", body, user));
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const ownersOf = (id: string) =>
  t.db
    .select({ userId: pageManagers.userId })
    .from(pageManagers)
    .where(and(eq(pageManagers.pageId, id), eq(pageManagers.role, "owner")));

async function claimBand(): Promise<{ claimId: string; bandId: string; bandName: string; by: TestUser }> {
  const band = await createBand(t.db);
  const by = await createFan(t.deps);
  const res = await claim("bands", band.id, by);
  expect(res.status).toBe(201);
  const { claim: sent } = (await res.json()) as { claim: { id: string } };
  return { claimId: sent.id, bandId: band.id, bandName: band.name, by };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
});

describe("POST /api/pages/{kind}/{id}/claims", () => {
  it("requires authentication", async () => {
    const band = await createBand(t.db);
    expect((await claim("bands", band.id)).status).toBe(401);
  });

  it("queues a fan's claim; a second one for the same page is a 409 with a clear message", async () => {
    const venue = await createVenue(t.db);
    const fan = await createFan(t.deps);
    expect(await access("venues", venue.id, fan)).toMatchObject({ canClaim: true, canEdit: false, hasOwner: false });
    const res = await claim("venues", venue.id, fan);
    expect(res.status).toBe(201);
    expect((await res.json()) as object).toMatchObject({
      claim: { status: "pending", name: venue.name, role: "Manager" },
    });
    expect(await access("venues", venue.id, fan)).toMatchObject({ canClaim: false, hasOpenClaim: true });
    const again = await claim("venues", venue.id, fan);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(CLAIM_OPEN);
  });

  it("refuses a page that already has an owner (409), and its managers see Edit instead of Claim", async () => {
    const band = await createBand(t.db);
    const owner = await createManager(t.deps, { kind: "band", id: band.id });
    const res = await claim("bands", band.id, await createFan(t.deps));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(ALREADY_OWNED);
    expect(await access("bands", band.id, owner)).toMatchObject({ role: "owner", canEdit: true, canClaim: false });
    expect(await access("bands", band.id)).toMatchObject({ canEdit: false, canClaim: false, hasOwner: true });
  });

  it("allows 5 claims per member per day (429 after)", async () => {
    const fan = await createFan(t.deps);
    for (let n = 0; n < CLAIMS_PER_DAY; n += 1) {
      expect((await claim("bands", (await createBand(t.db)).id, fan)).status).toBe(201);
    }
    const res = await claim("bands", (await createBand(t.db)).id, fan);
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toBe(TOO_MANY_CLAIMS);
  });

  it("needs a role and a proof link (422), and a real page (404)", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const res = await claim("bands", band.id, fan, { role: "", message: "It's me" });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(["role"]));
    expect((await claim("bands", "00000000-0000-4000-8000-000000000000", fan)).status).toBe(404);
  });
});

describe("the admin's Claims tab", () => {
  it("is for admins only", async () => {
    const { claimId, by } = await claimBand();
    expect((await t.app.request("/api/admin/claims")).status).toBe(401);
    expect((await t.app.request("/api/admin/claims", { headers: by.headers })).status).toBe(403);
    expect((await review(claimId, "approve", by)).status).toBe(403);
    const list = await t.app.request("/api/admin/claims?status=pending&limit=50", { headers: admin.headers });
    expect(list.status).toBe(200);
  });

  it("approving makes the member the owner, audits it and mails 'You now manage {page}'", async () => {
    const { claimId, bandId, bandName, by } = await claimBand();
    const res = await review(claimId, "approve", admin);
    expect(res.status).toBe(200);
    expect(await ownersOf(bandId)).toEqual([{ userId: by.id }]);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, claimId));
    expect(audit).toMatchObject([{ actorId: admin.id, action: "page_claim.approve", entityLabel: bandName }]);
    await expect.poll(() => t.mails.find((m) => m.to === by.email)?.subject).toBe(`You now manage ${bandName}`);
    expect(await access("bands", bandId, by)).toMatchObject({ canEdit: true, role: "owner" });
    expect((await t.app.request(`/api/pages/bands/${bandId}`, jsonRequest("PATCH", { bio: "Ours" }, by))).status).toBe(
      200,
    );
  });

  it("rejecting keeps the reason and mails it", async () => {
    const { claimId, bandId, by } = await claimBand();
    const res = await review(claimId, "reject", admin, { rejectionReason: "The Instagram link is someone else's." });
    expect(res.status).toBe(200);
    expect(await ownersOf(bandId)).toEqual([]);
    await expect
      .poll(() => t.mails.find((m) => m.to === by.email)?.text)
      .toContain("The Instagram link is someone else's.");
    expect((await review(claimId, "reject", admin, {})).status).toBe(422);
  });

  it("two admins approving at once: one wins, the other gets 409", async () => {
    const { claimId, bandId } = await claimBand();
    const second = await createAdmin(t.deps);
    const answers = await Promise.all([review(claimId, "approve", admin), review(claimId, "approve", second)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await ownersOf(bandId)).toHaveLength(1);
  });

  it("approving two members' claims for one page leaves one owner; the second is a 409", async () => {
    const { claimId, bandId } = await claimBand();
    const rival = await createFan(t.deps);
    const res = await claim("bands", bandId, rival);
    const rivalClaim = ((await res.json()) as { claim: { id: string } }).claim.id;
    expect((await review(claimId, "approve", admin)).status).toBe(200);
    const late = await review(rivalClaim, "approve", admin);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe(ALREADY_OWNED);
    expect(await ownersOf(bandId)).toHaveLength(1);
  });
});

describe("approving a band submission", () => {
  it("makes the member who sent it the band's owner", async () => {
    const fan = await createFan(t.deps);
    const submission = await createSubmission(t.db, fan);
    const res = await t.app.request(`/api/admin/bands/${submission.id}/approve`, jsonRequest("POST", {}, admin));
    expect(res.status).toBe(200);
    const { band } = (await res.json()) as { band: { id: string } };
    expect(await ownersOf(band.id)).toEqual([{ userId: fan.id }]);
  });
});
