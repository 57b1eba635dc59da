import { beforeAll, describe, expect, it } from "vitest";
import { createArtist, createBand, createOwner } from "../bands/testing";
import { createTestApp, type TestApp } from "../test";

// A file of its own: its database holds only these acts, so the list of cities is known.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("GET /api/discover/locations", () => {
  it("offers the cities of listed acts (the part before the comma), for one kind or both", async () => {
    const system = await createOwner(t.db, "system");
    await createBand(t.db, { location: "Pune, Maharashtra" });
    await createBand(t.db, { location: "Pune, Maharashtra" });
    await createBand(t.db, { location: " Goa " });
    await createBand(t.db, { location: "Hidden City, Nowhere", userId: system.id });
    await createArtist(t.db, { location: "Shillong, Meghalaya" });
    const get = async (type?: string) => {
      const res = await t.app.request(`/api/discover/locations${type ? `?type=${type}` : ""}`);
      expect(res.headers.get("cache-control")).toBe("public, max-age=300");
      return ((await res.json()) as { items: string[] }).items;
    };
    expect(await get()).toEqual(["Goa", "Pune", "Shillong"]);
    expect(await get("band")).toEqual(["Goa", "Pune"]);
    expect(await get("artist")).toEqual(["Shillong"]);
  });
});
