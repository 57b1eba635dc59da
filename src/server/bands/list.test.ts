import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createFan } from "../auth/testing";
import { createTestApp, type TestApp } from "../test";
import { createBand, createOwner } from "./testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A location no other test uses, so a filtered list holds only this test's bands. */
const uniquePlace = () => `Testpur ${randomUUID().slice(0, 8)}`;

async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { headers });
  return { status: res.status, body: (await res.json()) as any };
}

const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

describe("GET /api/bands", () => {
  it("answers visitors, fans and admins alike: the list is public", async () => {
    const place = uniquePlace();
    await createBand(t.db, { name: "Alpha Public", location: place });
    const fan = await createFan(t.deps);
    const admin = await createAdmin(t.deps);
    const url = `/api/bands?location=${encodeURIComponent(place)}`;
    const answers = await Promise.all([getJson(url), getJson(url, fan.headers), getJson(url, admin.headers)]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(names(answer.body)).toEqual(["Alpha Public"]);
    }
  });

  it("orders by name and pages with a cursor, without repeating or skipping a band", async () => {
    const place = uniquePlace();
    const all = ["Bravo One", "Alpha One", "Delta One", "Charlie One", "Echo One"];
    for (const name of all) await createBand(t.db, { name, location: place });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = new URLSearchParams({
        location: place,
        limit: "2",
        ...(cursor ? { cursor } : {}),
      }).toString();
      const { status, body } = await getJson(`/api/bands?${query}`);
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...names(body));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(["Alpha One", "Bravo One", "Charlie One", "Delta One", "Echo One"]);
    expect(pages).toBe(3);
  });

  it("presents the card fields and nothing internal (no manager contacts, no vote sums)", async () => {
    const place = uniquePlace();
    await createBand(t.db, {
      name: "Card Check",
      location: place,
      primaryGenre: "Jazz",
      secondaryGenre: "jazz",
      managerEmail: "manager@example.test",
      managerPhone: "+91 00000 00001",
      manager: "Secret Manager",
      featured: 2,
      isVerified: true,
      fanFollowingCount: 12,
      fanVotingAverage: 4.5,
      fanVoteSum: 9,
      fanVoteCount: 2,
    });
    const { body } = await getJson(`/api/bands?location=${encodeURIComponent(place)}`);
    const [card] = body.items;
    expect(card).toMatchObject({
      type: "band",
      name: "Card Check",
      genres: ["Jazz"],
      location: place,
      followerCount: 12,
      votingAverage: 4.5,
      isVerified: true,
      featured: 2,
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain("manager");
    expect(text).not.toContain("+91");
    expect(card).not.toHaveProperty("fanVoteSum");
  });

  it("searches over the name (any case, part of a word) and the bio (its words)", async () => {
    const place = uniquePlace();
    await createBand(t.db, { name: "Monsoon Static", location: place, bio: "Songs about local trains." });
    await createBand(t.db, { name: "Desert Bloom", location: place, bio: "A harmonium floats over fuzz guitars." });
    await createBand(t.db, { name: "Quiet Room", location: place, bio: "Ambient drones." });
    const list = async (search: string) =>
      names((await getJson(`/api/bands?${new URLSearchParams({ location: place, search })}`)).body);
    expect(await list("monsoon")).toEqual(["Monsoon Static"]);
    expect(await list("STAT")).toEqual(["Monsoon Static"]);
    expect(await list("harmon")).toEqual(["Desert Bloom"]);
    expect(await list("drones ambient")).toEqual(["Quiet Room"]);
    expect(await list("nothing like this")).toEqual([]);
  });

  it("forgives a typo or another spelling of the name", async () => {
    const place = uniquePlace();
    await createBand(t.db, { name: "Prabhakar Express", location: place });
    await createBand(t.db, { name: "The Chowpatty Lights", location: place });
    const list = async (search: string) =>
      names((await getJson(`/api/bands?${new URLSearchParams({ location: place, search })}`)).body);
    expect(await list("Pravakar")).toEqual(["Prabhakar Express"]);
    expect(await list("chaupati")).toEqual(["The Chowpatty Lights"]);
  });

  it("filters by a part of the location and by either genre, ignoring case", async () => {
    const place = uniquePlace();
    await createBand(t.db, {
      name: "North Star",
      location: `${place} North, Kerala`,
      primaryGenre: "Folk",
      secondaryGenre: "Rock",
    });
    await createBand(t.db, { name: "South Star", location: `${place} South, Kerala`, primaryGenre: "Metal" });
    const list = async (query: Record<string, string>) =>
      names((await getJson(`/api/bands?${new URLSearchParams(query)}`)).body);
    expect(await list({ location: `${place} north` })).toEqual(["North Star"]);
    expect(await list({ location: place, genre: "rock" })).toEqual(["North Star"]);
    expect(await list({ location: place, genre: "Metal" })).toEqual(["South Star"]);
    expect(await list({ location: place, genre: "Jazz" })).toEqual([]);
    // A blank filter is no filter.
    expect(await list({ location: place, genre: "", search: "  " })).toEqual(["North Star", "South Star"]);
  });

  it("lists only bands without an owner or with a real owner (001 §5)", async () => {
    const place = uniquePlace();
    const real = await createOwner(t.db, "real");
    const system = await createOwner(t.db, "system");
    await createBand(t.db, { name: "Nobody Owns", location: place });
    await createBand(t.db, { name: "Real Owner", location: place, userId: real.id });
    await createBand(t.db, { name: "System Owner", location: place, userId: system.id });
    const { body } = await getJson(`/api/bands?location=${encodeURIComponent(place)}`);
    expect(names(body)).toEqual(["Nobody Owns", "Real Owner"]);
  });

  it("treats LIKE wildcards as plain characters", async () => {
    const place = uniquePlace();
    await createBand(t.db, { name: "Plain Name", location: place });
    const { status, body } = await getJson(`/api/bands?${new URLSearchParams({ location: place, search: "%_%" })}`);
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
  });

  it.each([
    ["limit=0", "limit must be at least 1"],
    ["limit=51", "limit must be at most 50"],
    ["limit=abc", "limit must be a number"],
    ["cursor=not-a-cursor", "Invalid cursor"],
    [`search=${"x".repeat(101)}`, "Search must be at most 100 characters"],
  ])("refuses %s with 422", async (query, message) => {
    const { status, body } = await getJson(`/api/bands?${query}`);
    expect(status).toBe(422);
    expect(body.error.message).toBe(message);
  });
});
