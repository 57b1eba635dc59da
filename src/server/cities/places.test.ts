import { beforeAll, describe, expect, it } from "vitest";
import { createArtist, createBand } from "../bands/testing";
import { createEvent, createVenue } from "../events/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;

/** One venue, gig, band and artist in each city, under the city's official name. */
const CITIES = [
  "Bengaluru",
  "Mumbai",
  "Kolkata",
  "Gurugram",
  "Chennai",
  "Pune",
  "Kochi",
  "Thiruvananthapuram",
  "Shillong",
];

beforeAll(async () => {
  t = await createTestApp();
  for (const city of CITIES) {
    await createVenue(t.db, { name: `${city} Test Hall`, city });
    await createEvent(t.db, { name: `Test Night in ${city}`, city });
    await createBand(t.db, { name: `The ${city} Testers`, location: `${city}, India` });
    await createArtist(t.db, { name: `Solo of ${city}`, location: `${city}, India` });
  }
});

const get = async (path: string) => {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as any;
};
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe.each([
  ["Bangalore", "Bengaluru"],
  ["Bombay", "Mumbai"],
  ["Calcutta", "Kolkata"],
  ["Gurgaon", "Gurugram"],
  ["Madras", "Chennai"],
  ["Poona", "Pune"],
  ["Cochin", "Kochi"],
  ["Trivandrum", "Thiruvananthapuram"],
  ["Kolkatta", "Kolkata"],
  ["Shilong", "Shillong"],
  ["Puna", "Pune"],
])("a city under another name or misspelt: %s is %s", (typed, city) => {
  const q = encodeURIComponent(typed);

  it("filters venues by location", async () => {
    const { items } = await get(`/api/venues?location=${q}`);
    expect(names(items)).toEqual([`${city} Test Hall`]);
  });

  it("filters gigs by city", async () => {
    const { items } = await get(`/api/events?city=${q}`);
    expect(names(items)).toEqual([`Test Night in ${city}`]);
  });

  it("filters bands and artists by location", async () => {
    expect(names((await get(`/api/bands?location=${q}`)).items)).toEqual([`The ${city} Testers`]);
    expect(names((await get(`/api/discover?location=${q}&type=artist`)).items)).toEqual([`Solo of ${city}`]);
    expect(names((await get(`/api/discover?location=${q}`)).items)).toHaveLength(2);
  });

  it("finds the city's venues and gigs in site search", async () => {
    const body = await get(`/api/search?q=${q}&types=venue,gig`);
    expect(names(body.venues)).toContain(`${city} Test Hall`);
    expect(names(body.gigs)).toContain(`Test Night in ${city}`);
  });
});

describe("place filters still match what they matched", () => {
  it("the official name, any case, and text that is no city", async () => {
    expect(names((await get("/api/events?city=mumbai")).items)).toEqual(["Test Night in Mumbai"]);
    expect(names((await get("/api/venues?location=Bengaluru, Karnataka")).items)).toEqual(["Bengaluru Test Hall"]);
    expect(names((await get("/api/bands?location=India")).items)).toHaveLength(CITIES.length);
    expect((await get("/api/venues?location=Nowhereville")).items).toEqual([]);
  });
});
