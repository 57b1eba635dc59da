import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createArtist, createBand, createOwner } from "../bands/testing";
import { bandsTemp, blogs } from "../db/schema";
import { createEvent, createVenue } from "../events/testing";
import { createTestApp, getTestDatabase } from "../test";
import { SITEMAP_PAGE_SIZE } from "./sitemap";

const ORIGIN = "https://loudtribe.example";
const database = await getTestDatabase();
const { app, db } = await createTestApp({ database, env: { APP_URL: ORIGIN } });

async function fetchText(url: string, contentType: RegExp) {
  const res = await app.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(contentType);
  expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  return res.text();
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
const fetchXml = (url: string) => fetchText(url, /^application\/xml/);
/** The absolute sitemap URL as a path this app answers. */
const pathOf = (url: string) => url.replace(ORIGIN, "");

describe("GET /robots.txt", () => {
  it("lets crawlers in, keeps them out of private pages and names the sitemap on the public origin", async () => {
    const text = await fetchText("/robots.txt", /^text\/plain/);
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/api/", "/admin", "/auth", "/onboarding/", "/*/edit", "/search"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((line) => /^Disallow: \/(bands|artists|events|venues?|blog|about)?$/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("GET /sitemap.xml and its children", () => {
  it("lists the static pages, then the approved, listed rows of every kind with their last change", async () => {
    const band = await createBand(db, { name: "Listed Band" });
    const fixtureBand = await createBand(db, { userId: (await createOwner(db, "system")).id });
    await db.insert(bandsTemp).values({ name: "Pending Band", manager: "M", managerEmail: "m@example.test" });
    const artist = await createArtist(db);
    const fan = await createArtist(db, { role: "fan" });
    const gig = await createEvent(db, { startTime: null });
    const venue = await createVenue(db);
    const [post] = await db
      .insert(blogs)
      .values({ title: "T", excerpt: "E", content: "<p>C</p>", author: "A" })
      .returning();

    const index = await fetchXml("/sitemap.xml");
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const children = locs(index);
    expect(children).toEqual(
      ["pages", "bands-1", "artists-1", "gigs-1", "venues-1", "blog-1"].map((name) => `${ORIGIN}/sitemaps/${name}.xml`),
    );

    const [pages, bands, artists, gigs, venues, posts] = await Promise.all(
      children.map(async (child) => locs(await fetchXml(pathOf(child)))),
    );
    expect(pages).toEqual(
      ["/", "/artists", "/bands", "/demand", "/events", "/venue", "/blog", "/about"].map((p) => `${ORIGIN}${p}`),
    );
    expect(bands).toEqual([`${ORIGIN}/bands/${band.id}`]);
    expect(bands).not.toContain(`${ORIGIN}/bands/${fixtureBand.id}`);
    expect(artists).toEqual([`${ORIGIN}/artists/${artist.id}`]);
    expect(artists).not.toContain(`${ORIGIN}/artists/${fan.id}`);
    expect(gigs).toEqual([`${ORIGIN}/events/${gig.id}`]);
    expect(venues).toEqual([`${ORIGIN}/venues/${venue.id}`]);
    expect(posts).toEqual([`${ORIGIN}/blog/${post!.id}`]);

    const bandXml = await fetchXml("/sitemaps/bands-1.xml");
    expect(bandXml).toContain(
      `<url><loc>${ORIGIN}/bands/${band.id}</loc><lastmod>${band.updatedAt.toISOString().slice(0, 19)}Z</lastmod></url>`,
    );
    expect(bandXml).not.toContain("Pending");
  });

  it.each(["bands-2.xml", "bands-0.xml", "people-1.xml", "bands-1.json", "bands-01.xml"])(
    "answers 404 for /sitemaps/%s",
    async (file) => {
      const res = await app.request(`/sitemaps/${file}`);
      expect(res.status).toBe(404);
    },
  );
});

describe("a busy embedded database", () => {
  it.skipIf(Boolean(database.url))("asks a crawler to come back later instead of queueing for seconds", async () => {
    const busy = await createTestApp({ env: { APP_URL: ORIGIN, DB_QUEUE_WAIT_MS: "50" } });
    // Every turn taken, as by four slow requests.
    const held = await Promise.all([1, 2, 3, 4].map(() => busy.deps.dbQueue!.acquire()));
    for (const url of ["/sitemap.xml", "/sitemaps/bands-1.xml"]) {
      const res = await busy.app.request(url);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
    }
    // robots.txt reads no database.
    expect((await busy.app.request("/robots.txt")).status).toBe(200);
    for (const release of held) release();
    expect((await busy.app.request("/sitemap.xml")).status).toBe(200);
  });
});

describe("sitemap pagination", async () => {
  const { app, db } = await createTestApp({
    database: await getTestDatabase({ fresh: true }),
    env: { APP_URL: ORIGIN },
  });

  it(`splits a kind after ${SITEMAP_PAGE_SIZE} URLs, every row on exactly one page`, async () => {
    await db.execute(
      sql`insert into venues (name, city) select 'Venue ' || n, 'Pune' from generate_series(1, ${SITEMAP_PAGE_SIZE + 1}) n`,
    );
    const index = locs(await (await app.request("/sitemap.xml")).text());
    expect(index.filter((url) => url.includes("/venues-"))).toEqual([
      `${ORIGIN}/sitemaps/venues-1.xml`,
      `${ORIGIN}/sitemaps/venues-2.xml`,
    ]);
    expect(index.some((url) => url.includes("/bands-"))).toBe(false);
    const first = locs(await (await app.request("/sitemaps/venues-1.xml")).text());
    const second = locs(await (await app.request("/sitemaps/venues-2.xml")).text());
    expect(first).toHaveLength(SITEMAP_PAGE_SIZE);
    expect(second).toHaveLength(1);
    expect(new Set([...first, ...second]).size).toBe(SITEMAP_PAGE_SIZE + 1);
    expect((await app.request("/sitemaps/venues-3.xml")).status).toBe(404);
  });
});
