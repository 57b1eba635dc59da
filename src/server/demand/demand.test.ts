import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createFan, type TestUser } from "../auth/testing";
import { addBandGig, createBand, createOwner } from "../bands/testing";
import { fanBandActivity, users } from "../db/schema";
import { call } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const DAY = 86_400_000;
/** A city of the test's own, so other tests' requests never land on its board. */
const uniqueCity = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

const bring = (bandId: string, fan: TestUser, wanted = true) =>
  call(t, "PUT", `/api/bands/${bandId}/bring-to-my-city`, fan, { wanted });

/** `n` new fans of `city` asking `bandId` to come. */
async function ask(bandId: string, city: string | null, n: number) {
  const fans: TestUser[] = [];
  for (let i = 0; i < n; i++) {
    const fan = await createFan(t.deps, { city });
    expect((await bring(bandId, fan)).status).toBe(200);
    fans.push(fan);
  }
  return fans;
}

const board = (city: string, extra = "") => call(t, "GET", `/api/demand?city=${encodeURIComponent(city)}${extra}`);

describe("GET /api/demand?city=", () => {
  it("ranks the city's bands by Bring to My City requests, with their upcoming gigs there", async () => {
    const city = uniqueCity("Pune");
    const [first, second, third, hidden] = await Promise.all([
      createBand(t.db, { name: "Most Wanted" }),
      createBand(t.db, { name: "Second Wanted", primaryGenre: "Jazz", secondaryGenre: "jazz" }),
      createBand(t.db),
      createBand(t.db, { userId: (await createOwner(t.db, "system")).id }),
    ]);
    await ask(first.id, city, 3);
    // Cities compare ignoring case and surrounding spaces.
    await ask(second.id, ` ${city.toUpperCase()} `, 1);
    await ask(second.id, city.toLowerCase(), 1);
    await ask(third.id, city, 1);
    await ask(hidden.id, city, 4);
    await ask(first.id, "Elsewhere", 2);
    // A withdrawn request no longer counts.
    const [gone] = await ask(third.id, city, 1);
    await bring(third.id, gone!, false);

    const soon = await addBandGig(t.db, first.id, { gigDate: new Date(Date.now() + DAY), city, venue: "Hall A" });
    const later = await addBandGig(t.db, first.id, { gigDate: new Date(Date.now() + 3 * DAY), city: ` ${city} ` });
    await addBandGig(t.db, first.id, { gigDate: new Date(Date.now() + 5 * DAY), city });
    await addBandGig(t.db, first.id, { gigDate: new Date(Date.now() + 9 * DAY), city });
    await addBandGig(t.db, first.id, { gigDate: new Date(Date.now() - DAY), city });
    await addBandGig(t.db, first.id, { gigDate: new Date(Date.now() + 2 * DAY), city: "Elsewhere" });
    const cancelled = await addBandGig(t.db, second.id, { gigDate: new Date(Date.now() + DAY), city });
    await t.db.execute(sql`update events set cancelled_at = now() where id = ${cancelled}`);

    const res = await board(city);
    expect(res.status).toBe(200);
    expect(res.body.city).toBe(city);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items.map((row: { band: { name: string }; count: number }) => [row.band.name, row.count])).toEqual([
      ["Most Wanted", 3],
      ["Second Wanted", 2],
      [third.name, 1],
    ]);
    const [top, runnerUp] = res.body.items;
    expect(top.band).toEqual({
      id: first.id,
      name: "Most Wanted",
      avatarUrl: null,
      genres: ["Rock"],
      location: "Mumbai, Maharashtra",
      isVerified: false,
    });
    expect(top.upcomingGigs.map((gig: { id: string }) => gig.id).slice(0, 2)).toEqual([soon, later]);
    expect(top.upcomingGigs).toHaveLength(3);
    expect(top.upcomingGigs[0]).toMatchObject({ name: "Hall A Night", venue: "Hall A" });
    expect(new Date(top.upcomingGigs[0].date).getTime()).toBeGreaterThan(Date.now());
    expect(runnerUp.band.genres).toEqual(["Jazz"]);
    expect(runnerUp.upcomingGigs).toEqual([]);

    // The same board whatever the spelling.
    expect((await board(`  ${city.toLowerCase()}`)).body.items).toEqual(res.body.items);
  });

  it("pages through a long board with a cursor, never repeating or skipping a band", async () => {
    const city = uniqueCity("Goa");
    const bands = await Promise.all([1, 2, 2, 2, 3].map(() => createBand(t.db)));
    const counts = [1, 2, 2, 2, 3];
    for (const [i, band] of bands.entries()) await ask(band.id, city, counts[i]!);

    const seen: [string, number][] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await board(city, `&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.items.map((row: { band: { id: string }; count: number }) => [row.band.id, row.count]));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen.map(([id]) => id)).size).toBe(5);
    expect(seen.map(([, count]) => count)).toEqual([3, 2, 2, 2, 1]);
  });

  it("is empty for a city nobody asked from, and names it as asked", async () => {
    expect((await board("  Nowhere Town  ")).body).toEqual({ items: [], nextCursor: null, city: "Nowhere Town" });
  });

  it("answers bad input with a 422 and the field's message", async () => {
    const missing = await call(t, "GET", "/api/demand");
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.city).toEqual(["City is required"]);
    const blank = await board("   ");
    expect(blank.status).toBe(422);
    expect(blank.body.error.fields.city).toEqual(["City is required"]);
    const long = await board("x".repeat(101));
    expect(long.status).toBe(422);
    expect(long.body.error.fields.city).toEqual(["City must be at most 100 characters"]);
    const nul = await board("Pu\u0000ne");
    expect(nul.status).toBe(422);
    expect(nul.body.error.message).toMatch(/NUL/);
    const cursor = await board("Pune", "&cursor=not-a-cursor");
    expect(cursor.status).toBe(422);
    expect(cursor.body.error.fields.cursor).toEqual(["Invalid cursor"]);
    expect((await board("Pune", "&limit=51")).status).toBe(422);
  });
});

describe("GET /api/demand/bands/:id", () => {
  it("lists the band's top cities with its next gig in each, and the total", async () => {
    const band = await createBand(t.db, { name: "Touring Band" });
    const [pune, delhi, goa] = [uniqueCity("Pune"), uniqueCity("Delhi"), uniqueCity("Goa")];
    await ask(band.id, pune, 3);
    await ask(band.id, delhi, 2);
    await ask(band.id, goa, 1);
    // Asking without a city counts in no city.
    await ask(band.id, null, 1);
    const gig = await addBandGig(t.db, band.id, {
      gigDate: new Date(Date.now() + 2 * DAY),
      city: delhi,
      venue: "Blue Frog",
    });
    await addBandGig(t.db, band.id, { gigDate: new Date(Date.now() + 4 * DAY), city: delhi });

    const res = await call(t, "GET", `/api/demand/bands/${band.id.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.band).toMatchObject({ id: band.id, name: "Touring Band" });
    expect(res.body.total).toBe(6);
    expect(res.body.cities.map((row: { city: string; count: number }) => [row.city, row.count])).toEqual([
      [pune, 3],
      [delhi, 2],
      [goa, 1],
    ]);
    expect(res.body.cities[0].nextGig).toBeNull();
    expect(res.body.cities[1].nextGig).toMatchObject({ id: gig, venue: "Blue Frog" });
    const top = await call(t, "GET", `/api/demand/bands/${band.id}?limit=1`);
    expect(top.body.cities).toHaveLength(1);
    expect(top.body.total).toBe(6);
  });

  it("shows a band nobody asked for with no cities", async () => {
    const band = await createBand(t.db);
    const res = await call(t, "GET", `/api/demand/bands/${band.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 0, cities: [] });
  });

  it("answers an unknown or malformed band id with 404 and a bad limit with 422", async () => {
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const res = await call(t, "GET", `/api/demand/bands/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Band not found");
    }
    const band = await createBand(t.db);
    expect((await call(t, "GET", `/api/demand/bands/${band.id}?limit=0`)).status).toBe(422);
  });
});

describe("band_city_demand (the trigger-kept aggregate)", () => {
  it("always equals a count over fan_band_activity, through asks, withdrawals, city changes and deletions", async () => {
    const city = uniqueCity("Kochi");
    const band = await createBand(t.db);
    const other = await createBand(t.db);
    const fans = await ask(band.id, city, 4);
    await ask(other.id, city, 2);
    // Following and voting do not move the counts.
    await call(t, "PUT", `/api/bands/${band.id}/follow`, fans[0], { following: true });
    await bring(band.id, fans[1]!, false);
    await bring(band.id, fans[1]!, true);
    // A request moved to another city (the column written directly, as a data fix would).
    await t.db
      .update(fanBandActivity)
      .set({ bringCity: "Moved City" })
      .where(sql`${fanBandActivity.fanId} = ${fans[2]!.id} and ${fanBandActivity.bandId} = ${band.id}`);
    // A deleted account's requests go with it.
    await t.db.delete(users).where(sql`${users.id} = ${fans[3]!.id}`);

    const res = await board(city);
    expect(res.body.items.map((row: { band: { id: string }; count: number }) => [row.band.id, row.count])).toEqual(
      [
        [band.id, 2],
        [other.id, 2],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );

    const drift = await t.db.execute(sql`
      with truth as (
        select band_id, lower(btrim(bring_city)) as city_key, count(*)::int as fans from fan_band_activity
        where bring_to_my_city and bring_city is not null and btrim(bring_city) <> '' group by 1, 2
      )
      select * from truth full join (select * from band_city_demand where fans > 0) d using (band_id, city_key)
      where truth.fans is distinct from d.fans`);
    expect(drift.rows).toEqual([]);

    // Deleting a band takes its rows along.
    await t.db.execute(sql`delete from bands where id = ${other.id}`);
    expect((await board(city)).body.items.map((row: { band: { id: string } }) => row.band.id)).toEqual([band.id]);
  });
});
