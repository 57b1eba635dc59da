import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const search = async (q?: string) => {
  const res = await t.app.request(q === undefined ? "/api/cities" : `/api/cities?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { cities: { id: number; name: string; state: string }[] }).cities;
};

describe("GET /api/cities", () => {
  it("answers nothing under two characters", async () => {
    expect(await search()).toEqual([]);
    expect(await search("")).toEqual([]);
    expect(await search("p")).toEqual([]);
    expect(await search("  p ")).toEqual([]);
  });

  it("matches any part of the name in any case, names starting with the text first", async () => {
    const cities = await search("PUN");
    expect(cities.length).toBeGreaterThan(0);
    expect(cities[0]).toEqual({ id: expect.any(Number), name: "Pune", state: "Maharashtra" });
    for (const city of cities) expect(city.name.toLowerCase()).toContain("pun");
  });

  it("puts names starting with the text and larger cities first: 'ba' opens on Bengaluru, not 'Bag'", async () => {
    const names = (await search("ba")).map((city) => city.name);
    expect(names).toHaveLength(10);
    expect(names[0]).toBe("Bengaluru");
    expect(names.indexOf("Vadodara")).toBeGreaterThan(0);
    for (const small of ["Bag", "Bah", "Baga"]) expect(names.slice(0, 3)).not.toContain(small);
  });

  it.each([
    ["Bangalore", "Bengaluru"],
    ["Bombay", "Mumbai"],
    ["Calcutta", "Kolkata"],
    ["Gurugram", "Gurgaon"],
    ["Madras", "Chennai"],
    ["Poona", "Pune"],
    ["Kochi", "Cochin"],
    ["Trivandrum", "Thiruvananthapuram"],
    ["Kolkatta", "Kolkata"],
    ["Shilong", "Shillong"],
  ])("knows other names and typos: %s → %s", async (q, expected) => {
    expect((await search(q))[0]?.name).toBe(expected);
  });

  it("answers at most 10, each with its state", async () => {
    const cities = await search("an");
    expect(cities).toHaveLength(10);
    for (const city of cities) expect(city.state).toEqual(expect.any(String));
  });

  it("treats % and _ as plain characters", async () => {
    expect(await search("%%")).toEqual([]);
    expect(await search("__")).toEqual([]);
  });

  it("answers an empty list for text no city has", async () => {
    expect(await search("zzqx")).toEqual([]);
  });
});
