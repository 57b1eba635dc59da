import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createFan, createUser } from "../auth/testing";
import { bands, blogs, users } from "../db/schema";
import { createEvent } from "../events/testing";
import { createTestApp, getTestDatabase } from "../test";

// Its own database: which city the gigs come from depends on every gig in it.
const { app, db, deps } = await createTestApp({ database: await getTestDatabase({ fresh: true }) });

const NOW = new Date("2027-03-10T06:30:00Z"); // 12:00 IST
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

type Home = {
  viewerId: string | null;
  featuredBands: { id: string; name: string; featured: number; type: string; genres: string[] }[];
  upcomingGigs: { city: string | null; items: { id: string; city: string | null }[] };
  latestBlogs: { id: string; title: string }[];
};

async function home(headers: Record<string, string> = {}) {
  const res = await app.request("/api/home", { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Home;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  const [system] = await db
    .insert(users)
    .values({ email: "system@example.test", userType: "system" })
    .returning({ id: users.id });
  await db.insert(bands).values([
    { name: "Seventh", featured: 7, primaryGenre: "Rock", secondaryGenre: "Indie" },
    { name: "Second", featured: 2 },
    { name: "First", featured: 1 },
    { name: "Not featured", featured: 0 },
    { name: "Third", featured: 3 },
    { name: "Hidden system band", featured: 1, userId: system!.id },
    { name: "Fifth", featured: 5 },
    { name: "Fourth", featured: 4 },
    { name: "Sixth", featured: 6 },
  ]);
  await db.insert(blogs).values(
    Array.from({ length: 8 }, (_, i) => ({
      title: `Post ${i}`,
      excerpt: "E",
      author: "A",
      content: "<p>x</p>",
      publishedAt: day(-i),
    })),
  );
  for (let i = 1; i <= 6; i++) await createEvent(db, { city: "Mumbai", startTime: day(i) });
  await createEvent(db, { city: "Mumbai", startTime: day(-2) });
  await createEvent(db, { city: "Pune", startTime: day(3) });
});

afterAll(() => vi.useRealTimers());

describe("GET /api/home", () => {
  it("gives six featured bands by featured ascending, never a system account's", async () => {
    const { featuredBands } = await home();
    expect(featuredBands.map((band) => band.name)).toEqual(["First", "Second", "Third", "Fourth", "Fifth", "Sixth"]);
    expect(featuredBands[0]).toMatchObject({ type: "band", featured: 1, genres: [] });
  });

  it("gives a visitor four upcoming Mumbai gigs, soonest first", async () => {
    const { upcomingGigs } = await home();
    expect(upcomingGigs.city).toBe("Mumbai");
    expect(upcomingGigs.items).toHaveLength(4);
    expect((await home()).viewerId).toBeNull();
    expect(upcomingGigs.items.every((gig) => gig.city === "Mumbai")).toBe(true);
  });

  it("gives a fan their own city's gigs", async () => {
    const fan = await createFan(deps, { city: "pune" });
    const { upcomingGigs, viewerId } = await home(fan.headers);
    expect(viewerId).toBe(fan.id);
    expect(upcomingGigs.city).toBe("pune");
    expect(upcomingGigs.items.map((gig) => gig.city)).toEqual(["Pune"]);
  });

  it("falls back to every city when the fan's city has no upcoming gigs", async () => {
    const fan = await createFan(deps, { city: "Shillong" });
    const { upcomingGigs } = await home(fan.headers);
    expect(upcomingGigs.city).toBeNull();
    expect(upcomingGigs.items).toHaveLength(4);
  });

  it("uses Mumbai for a signed-in account without a city (an admin)", async () => {
    const admin = await createUser(deps, { role: "admin" });
    expect((await home(admin.headers)).upcomingGigs.city).toBe("Mumbai");
  });

  it("gives the six latest blog posts", async () => {
    const { latestBlogs } = await home();
    expect(latestBlogs.map((post) => post.title)).toEqual(["Post 0", "Post 1", "Post 2", "Post 3", "Post 4", "Post 5"]);
  });
});
