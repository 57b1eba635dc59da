import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eventBucket, sameCity, sortEvents } from "@/shared/events-order";
import { createFan } from "../auth/testing";
import { events } from "../db/schema";
import { createTestApp } from "../test";
import { createEvent } from "./testing";

const { app, db, deps } = await createTestApp();

/** 00:05 IST on Thu 11 Mar 2027: IST midnight was 2027-03-10T18:30Z, the UTC day began 5.5 h earlier. */
const NOW = new Date("2027-03-10T18:35:00Z");

type ListItem = { id: string; startTime: string | null; city: string | null };
type ListPage = { items: ListItem[]; nextCursor: string | null };

async function walk(query: Record<string, string>, headers: Record<string, string> = {}) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const qs = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const res = await app.request(`/api/events?${qs}`, { headers });
    expect(res.status).toBe(200);
    const page = (await res.json()) as ListPage;
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 200);
  return ids;
}

const allRows = () => db.select({ id: events.id, startTime: events.startTime, city: events.city }).from(events);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  const at = (iso: string | null, city: string | null = "Pune") =>
    createEvent(db, { startTime: iso ? new Date(iso) : null, city });
  // Around IST midnight: 23:59:59 IST yesterday is past, 00:00 IST today is upcoming.
  await at("2027-03-10T18:29:59Z", "Mumbai");
  await at("2027-03-10T18:30:00Z", "Mumbai");
  // 20:30 IST last night: the same UTC day as now, but a past gig in IST.
  await at("2027-03-10T15:00:00Z", "Pune");
  // Same start time, different ids and cities (ties break on id).
  for (const city of ["Pune", "Mumbai", "pune ", "Goa", null]) await at("2027-03-12T14:00:00Z", city);
  for (const city of ["Pune", "Mumbai", "Goa"]) await at("2027-03-01T14:00:00Z", city);
  // Undated.
  for (const city of ["Pune", "Mumbai", null]) await at(null, city);
  await at("2027-04-02T13:30:00Z", "Bengaluru");
  await at("2026-12-31T13:30:00Z", "PUNE");
  await at("2027-03-11T12:00:00Z", "Shillong");
});

afterEach(() => {
  vi.setSystemTime(NOW);
});

describe("GET /api/events ordering (001 §4)", () => {
  it("lists upcoming gigs soonest first, then undated, then past most recent first, as the shared rule does", async () => {
    const expected = sortEvents(await allRows(), { now: NOW }).map((row) => row.id);
    expect(await walk({ limit: "4" })).toEqual(expected);
    // The page size does not change the order.
    expect(await walk({ limit: "50" })).toEqual(expected);
  });

  it("orders by the signed-in fan's city under All locations as the shared rule does, ignoring case and spaces", async () => {
    const fan = await createFan(deps, { city: " pune" });
    const expected = sortEvents(await allRows(), { now: NOW, userCity: " pune" }).map((row) => row.id);
    expect(await walk({ limit: "3" }, fan.headers)).toEqual(expected);
  });

  it("keeps upcoming, undated, past and puts the fan's city first within each, not before them", async () => {
    const fan = await createFan(deps, { city: "Pune" });
    const rows = await allRows();
    const listed = (await walk({ limit: "5" }, fan.headers)).map((id) => rows.find((row) => row.id === id)!);
    const groups = listed.map((row) => ({
      bucket: eventBucket(row.startTime, NOW),
      home: sameCity(row.city, "Pune"),
    }));
    // The groups in the order 001 §4 gives them, home first in each, nothing out of place.
    const expectedGroups = (["upcoming", "undated", "past"] as const).flatMap((bucket) =>
      [true, false].flatMap((home) => groups.filter((g) => g.bucket === bucket && g.home === home)),
    );
    expect(groups).toEqual(expectedGroups);
    // Pune's past gigs come after the upcoming gigs elsewhere (Mumbai, Bengaluru, Shillong).
    const firstPastAtHome = groups.findIndex((g) => g.bucket === "past" && g.home);
    const lastUpcomingElsewhere = groups.findLastIndex((g) => g.bucket === "upcoming" && !g.home);
    expect(lastUpcomingElsewhere).toBeGreaterThan(0);
    expect(firstPastAtHome).toBeGreaterThan(lastUpcomingElsewhere);
  });

  it("does not reorder by the fan's city when a city is chosen", async () => {
    const fan = await createFan(deps, { city: "Pune" });
    const rows = (await allRows()).filter((row) => row.city?.trim().toLowerCase() === "mumbai");
    expect(await walk({ city: "mumbai", limit: "2" }, fan.headers)).toEqual(
      sortEvents(rows, { now: NOW }).map((r) => r.id),
    );
  });

  it("filters by city ignoring case and surrounding spaces", async () => {
    const rows = (await allRows()).filter((row) => row.city?.trim().toLowerCase() === "pune");
    const ids = await walk({ city: "  PUNE " });
    expect(ids).toHaveLength(rows.length);
    expect(ids).toEqual(sortEvents(rows, { now: NOW }).map((row) => row.id));
  });

  it("treats a blank city as All locations", async () => {
    expect(await walk({ city: "  " })).toEqual(sortEvents(await allRows(), { now: NOW }).map((row) => row.id));
  });
});

describe("GET /api/events?upcoming=true at the IST day boundary", () => {
  const startsOf = async (query: Record<string, string>) => {
    const rows = await allRows();
    const ids = await walk(query);
    return ids.map((id) => rows.find((row) => row.id === id)!.startTime?.toISOString() ?? null);
  };

  it("at 00:05 IST keeps 00:00 IST today and drops 23:59:59 IST and 20:30 IST yesterday", async () => {
    const starts = await startsOf({ upcoming: "true" });
    expect(starts).toContain("2027-03-10T18:30:00.000Z");
    expect(starts).not.toContain("2027-03-10T18:29:59.000Z");
    // Same UTC day as now, yet yesterday in IST: a UTC cut-off would wrongly keep it.
    expect(starts).not.toContain("2027-03-10T15:00:00.000Z");
    expect(starts.filter((start) => start === null)).toHaveLength(3);
    const dated = starts.filter((start): start is string => start !== null);
    expect(dated).toEqual([...dated].sort());
    expect(starts.indexOf(null)).toBe(dated.length);
  });

  it("at 23:59 IST still counts a gig from earlier that IST day as upcoming", async () => {
    vi.setSystemTime(new Date("2027-03-10T18:29:00Z"));
    const starts = await startsOf({ upcoming: "true" });
    expect(starts).toContain("2027-03-10T15:00:00.000Z");
    expect(starts).toContain("2027-03-10T18:29:59.000Z");
    expect(starts).not.toContain("2027-03-01T14:00:00.000Z");
  });

  it("matches the shared rule for every row at both sides of midnight", async () => {
    for (const now of ["2027-03-10T18:29:59.999Z", "2027-03-10T18:30:00.000Z"]) {
      vi.setSystemTime(new Date(now));
      const expected = sortEvents(await allRows(), { now }).map((row) => row.id);
      expect(await walk({ limit: "5" })).toEqual(expected);
    }
  });
});

describe("GET /api/events pagination and input", () => {
  it("pages with a cursor, without repeats or gaps, and ends with a null cursor", async () => {
    const total = (await allRows()).length;
    const ids = await walk({ limit: "1" });
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it("defaults to 12 a page", async () => {
    const page = (await (await app.request("/api/events")).json()) as ListPage;
    expect(page.items).toHaveLength(12);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=51", "limit"],
    ["limit=abc", "limit"],
    ["upcoming=yes", "upcoming"],
    ["cursor=not-a-cursor", "cursor"],
    [`cursor=${Buffer.from(JSON.stringify({ r: 9, t: null, id: "x" })).toString("base64url")}`, "cursor"],
  ])("answers 422 for %s", async (query, field) => {
    const res = await app.request(`/api/events?${query}`);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it("lists the cities gigs are in, A to Z, each once whatever its case or spaces", async () => {
    const res = await app.request("/api/events/cities");
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: string[] };
    const keys = [...new Set((await allRows()).map((row) => row.city?.trim().toLowerCase()).filter(Boolean))].sort();
    expect(items.map((city) => city.toLowerCase())).toEqual(keys);
    expect(items).toContain("Shillong");
  });

  it("gives a card's fields and nothing internal", async () => {
    const page = (await (await app.request("/api/events?limit=1")).json()) as { items: Record<string, unknown>[] };
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      [
        "category",
        "city",
        "coverImageUrl",
        "genre",
        "id",
        "isFeatured",
        "name",
        "startTime",
        "ticketPrice",
        "ticketUrl",
        "venueName",
      ].sort(),
    );
  });
});
