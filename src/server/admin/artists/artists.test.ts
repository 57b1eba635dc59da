import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, type TestUser } from "../../auth/testing";
import { users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test";
import { createArtist } from "../testing";

let t: TestApp;
let admin: TestUser;

const search = async (q: string) =>
  (await (await t.app.request(`/api/admin/artists?q=${encodeURIComponent(q)}`, { headers: admin.headers })).json()) as {
    artists: { id: string; name: string; avatarUrl: string | null }[];
  };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
});

describe("GET /api/admin/artists", () => {
  it("finds real artist accounts by part of their name, ignoring case", async () => {
    const artist = await createArtist(t.db, "Zaeden Zzq");
    await t.db
      .insert(users)
      .values({ email: "zzq-system@example.test", name: "Zzq System", role: "artist", userType: "system" });
    await t.db.insert(users).values({ email: "zzq-fan@example.test", name: "Zzq Fan", role: "fan" });
    expect(await search("zzq")).toEqual({ artists: [{ id: artist.id, name: "Zaeden Zzq", avatarUrl: null }] });
  });

  it("treats % and _ as letters", async () => {
    await createArtist(t.db, "DJ 100% Pure");
    expect((await search("100%")).artists.map((a) => a.name)).toEqual(["DJ 100% Pure"]);
    expect((await search("%%")).artists).toEqual([]);
  });
});
