import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@/shared/validation";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../../auth/testing";
import { adminAuditLog, bands } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test";
import { createArtist, createBand } from "../testing";

let t: TestApp;
let admin: TestUser;

const patch = (id: string, body: unknown) => t.app.request(`/api/admin/bands/${id}`, jsonRequest("PATCH", body, admin));
type Json = { band: Record<string, unknown> & { members: Record<string, unknown>[] } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
});

describe("GET /api/admin/bands/:id", () => {
  it("returns the band with its manager contact and members", async () => {
    const band = await createBand(t.db, { name: "Peter Cat Recording Co.", managerEmail: "mgmt@pcrc.in", featured: 2 });
    const res = await t.app.request(`/api/admin/bands/${band.id}`, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      band: { id: band.id, managerEmail: "mgmt@pcrc.in", featured: 2, members: [] },
    });
  });

  it("answers 404 for an unknown band", async () => {
    const res = await t.app.request("/api/admin/bands/00000000-0000-4000-8000-000000000000", {
      headers: admin.headers,
    });
    expect(res.status).toBe(404);
  });
});

describe("PATCH /api/admin/bands/:id", () => {
  it("keeps the fields that were not sent", async () => {
    const band = await createBand(t.db, {
      name: "Lifafa",
      bio: "Electronic",
      manager: "Suyash",
      managerPhone: "999",
      featured: 3,
    });
    const res = await patch(band.id, { location: "New Delhi" });
    expect(res.status).toBe(200);
    const [stored] = await t.db.select().from(bands).where(eq(bands.id, band.id));
    expect(stored).toMatchObject({
      name: "Lifafa",
      bio: "Electronic",
      manager: "Suyash",
      managerPhone: "999",
      featured: 3,
      location: "New Delhi",
    });
  });

  it("falls back to featured 0 when it is blank and refuses a bad manager e-mail or a blank name", async () => {
    const band = await createBand(t.db, { featured: 4 });
    expect(((await (await patch(band.id, { featured: "" })).json()) as Json).band.featured).toBe(0);
    const res = await patch(band.id, { name: "", managerEmail: "mgmt@", featured: 1.5 });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      name: [MESSAGES.bandNameRequired],
      managerEmail: [MESSAGES.invalidEmail],
      featured: [MESSAGES.featuredWhole],
    });
  });

  it("replaces the members in order, linked to artists or by name alone", async () => {
    const band = await createBand(t.db);
    const artist = await createArtist(t.db, "Raghu Dixit");
    const res = await patch(band.id, {
      members: [
        { name: "Raghu Dixit", role: "Vocals", isKeyMember: true, userId: artist.id },
        { name: "Gaurav Vaz", role: "Bass" },
      ],
    });
    expect(res.status).toBe(200);
    const { band: updated } = (await res.json()) as Json;
    expect(updated.members.map(({ name, role, isKeyMember, userId }) => ({ name, role, isKeyMember, userId }))).toEqual(
      [
        { name: "Raghu Dixit", role: "Vocals", isKeyMember: true, userId: artist.id },
        { name: "Gaurav Vaz", role: "Bass", isKeyMember: false, userId: null },
      ],
    );

    // Leaving members out leaves them alone; an empty list removes them all.
    await patch(band.id, { bio: "Folk from Mysore" });
    const kept = (await (
      await t.app.request(`/api/admin/bands/${band.id}`, { headers: admin.headers })
    ).json()) as Json;
    expect(kept.band.members).toHaveLength(2);
    expect(((await (await patch(band.id, { members: [] })).json()) as Json).band.members).toEqual([]);
  });

  it("refuses a member linked to an account that is not an artist, or without a name", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    expect((await patch(band.id, { members: [{ name: "Fan", userId: fan.id }] })).status).toBe(422);
    const res = await patch(band.id, { members: [{ name: " " }] });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { fields: { "members.0.name": [MESSAGES.memberNameRequired] } } });
  });

  it("audits every change with before and after", async () => {
    const band = await createBand(t.db, { name: "Dhruv Visvanath Trio", manager: "A" });
    await patch(band.id, { manager: "B", members: [{ name: "Dhruv" }] });
    const [row] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, band.id));
    expect(row).toMatchObject({
      action: "band.update",
      entityType: "band",
      before: { manager: "A", members: [] },
      after: { manager: "B", members: [{ name: "Dhruv", role: null, isKeyMember: false, userId: null }] },
    });
  });
});
