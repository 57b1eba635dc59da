import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createArtist, createBand, createVenue } from "../admin/testing";
import { createAdmin, createFan, jsonRequest, sessionCookieFor, type TestUser } from "../auth/testing";
import { adminAuditLog, artists, bands } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { ADMIN_FIELDS_ONLY, NOT_YOUR_PAGE } from "./routes";
import { createManager } from "./testing";

/** The page edit routes: visitor / fan / manager of this page / manager of another page / admin. */
let t: TestApp;
let fan: TestUser;
let admin: TestUser;

const patch = (path: string, body: unknown, user?: TestUser) =>
  t.app.request(`/api/pages/${path}`, jsonRequest("PATCH", body, user));
const get = (path: string, user?: TestUser) => t.app.request(`/api/pages/${path}`, { headers: user?.headers ?? {} });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

beforeAll(async () => {
  t = await createTestApp();
  fan = await createFan(t.deps);
  admin = await createAdmin(t.deps);
});

describe("PATCH /api/pages/bands/{id}", () => {
  it("requires authentication", async () => {
    const band = await createBand(t.db);
    expect((await patch(`bands/${band.id}`, { bio: "x" })).status).toBe(401);
  });

  it("refuses a fan and the manager of another band (403), and a missing band (404)", async () => {
    const band = await createBand(t.db);
    const other = await createBand(t.db);
    const otherManager = await createManager(t.deps, { kind: "band", id: other.id });
    for (const user of [fan, otherManager]) {
      const res = await patch(`bands/${band.id}`, { bio: "Hijacked" }, user);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe(NOT_YOUR_PAGE);
    }
    expect((await patch("bands/00000000-0000-4000-8000-000000000000", { bio: "x" }, admin)).status).toBe(404);
    const [row] = await t.db.select({ bio: bands.bio }).from(bands).where(eq(bands.id, band.id));
    expect(row?.bio).toBeNull();
  });

  it("lets the owner and an editor change the bio, audited under their name", async () => {
    const band = await createBand(t.db);
    const owner = await createManager(t.deps, { kind: "band", id: band.id });
    const editor = await createManager(t.deps, { kind: "band", id: band.id }, "editor");
    const res = await patch(`bands/${band.id}`, { bio: "Loud from Pune" }, owner);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { band: { bio: string } }).band.bio).toBe("Loud from Pune");
    expect((await patch(`bands/${band.id}`, { location: "Mumbai" }, editor)).status).toBe(200);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, band.id));
    expect(audit.map((row) => [row.actorId, row.action])).toEqual(
      expect.arrayContaining([
        [owner.id, "band.update"],
        [editor.id, "band.update"],
      ]),
    );
  });

  it("refuses featured and isVerified from a manager even with other fields (403); an admin may set them", async () => {
    const band = await createBand(t.db);
    const owner = await createManager(t.deps, { kind: "band", id: band.id });
    for (const body of [{ bio: "x", featured: 1 }, { isVerified: true }]) {
      const res = await patch(`bands/${band.id}`, body, owner);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe(ADMIN_FIELDS_ONLY);
    }
    const res = await patch(`bands/${band.id}`, { featured: 2, isVerified: true }, admin);
    expect(res.status).toBe(200);
    expect((await res.json()) as { band: { featured: number; isVerified: boolean } }).toMatchObject({
      band: { featured: 2, isVerified: true },
    });
  });

  it("answers bad input with 422 and the field message", async () => {
    const band = await createBand(t.db);
    const owner = await createManager(t.deps, { kind: "band", id: band.id });
    const res = await patch(`bands/${band.id}`, { name: "  " }, owner);
    expect(res.status).toBe(422);
  });
});

describe("GET /api/pages/bands/{id}", () => {
  it("gives the edit form's record to the band's managers and admins only", async () => {
    const band = await createBand(t.db, { managerEmail: "contact@band.test" });
    const owner = await createManager(t.deps, { kind: "band", id: band.id });
    expect((await get(`bands/${band.id}`)).status).toBe(401);
    expect((await get(`bands/${band.id}`, fan)).status).toBe(403);
    for (const user of [owner, admin]) {
      const res = await get(`bands/${band.id}`, user);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { band: { managerEmail: string } }).band.managerEmail).toBe("contact@band.test");
    }
  });
});

describe("PATCH /api/pages/venues/{id}", () => {
  it("visitor 401, fan and another venue's manager 403, this venue's manager and admin 200", async () => {
    const venue = await createVenue(t.db);
    const other = await createVenue(t.db);
    const manager = await createManager(t.deps, { kind: "venue", id: venue.id }, "editor");
    const otherManager = await createManager(t.deps, { kind: "venue", id: other.id });
    expect((await patch(`venues/${venue.id}`, { description: "x" })).status).toBe(401);
    expect((await patch(`venues/${venue.id}`, { description: "x" }, fan)).status).toBe(403);
    expect((await patch(`venues/${venue.id}`, { description: "x" }, otherManager)).status).toBe(403);
    expect((await patch(`venues/${venue.id}`, { description: "Open mic Thursdays" }, manager)).status).toBe(200);
    const res = await patch(`venues/${venue.id}`, { description: "Closed Mondays" }, admin);
    expect(((await res.json()) as { venue: { description: string } }).venue.description).toBe("Closed Mondays");
  });
});

describe("PATCH /api/pages/artists/{id}", () => {
  it("visitor 401, fan and another artist's manager 403; the artist, a manager and an admin may edit", async () => {
    const artist = await createArtist(t.db);
    const other = await createArtist(t.db);
    const manager = await createManager(t.deps, { kind: "artist", id: artist.id });
    const otherManager = await createManager(t.deps, { kind: "artist", id: other.id });
    expect((await patch(`artists/${artist.id}`, { bio: "x" })).status).toBe(401);
    expect((await patch(`artists/${artist.id}`, { bio: "x" }, fan)).status).toBe(403);
    expect((await patch(`artists/${artist.id}`, { bio: "x" }, otherManager)).status).toBe(403);
    const res = await patch(`artists/${artist.id}`, { bio: "Sitar and synths", primaryGenre: "Rock" }, manager);
    expect(res.status).toBe(200);
    expect((await res.json()) as { artist: { bio: string } }).toMatchObject({ artist: { bio: "Sitar and synths" } });
    expect((await patch(`artists/${artist.id}`, { featured: 3 }, manager)).status).toBe(403);
    expect((await patch(`artists/${artist.id}`, { featured: 3 }, admin)).status).toBe(200);
    const cookie = await sessionCookieFor(t.deps, artist.id);
    const own: TestUser = { id: artist.id, email: artist.email, role: "artist", cookie, headers: { cookie } };
    expect((await patch(`artists/${artist.id}`, { location: "Goa" }, own)).status).toBe(200);
    const [row] = await t.db.select().from(artists).where(eq(artists.userId, artist.id));
    expect(row).toMatchObject({ bio: "Sitar and synths", primaryGenre: "Rock", featured: 3, location: "Goa" });
  });

  it("answers a genre that is not on the list with 422", async () => {
    const artist = await createArtist(t.db);
    const res = await patch(`artists/${artist.id}`, { primaryGenre: "Polka-step" }, admin);
    expect(res.status).toBe(422);
  });
});
