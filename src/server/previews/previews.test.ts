import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artists, bands, blogs, users } from "../db/schema";
import { createEvent, createVenue } from "../events/testing";
import { createTestApp, onTestFileEnd } from "../test";

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Default description" />
<title>LoudTribe</title></head><body><div id="root"></div></body></html>`;

const webRoot = mkdtempSync(path.join(tmpdir(), "loudtribe-previews-"));
onTestFileEnd(() => rmSync(webRoot, { recursive: true, force: true }));
writeFileSync(path.join(webRoot, "index.html"), INDEX);

const { app, db, deps } = await createTestApp({ webRoot, env: { APP_URL: "https://loudtribe.example" } });

async function page(url: string) {
  const res = await app.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-cache");
  return res.text();
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)" />`).exec(
    html,
  )?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("link previews in index.html", () => {
  it("fills a band page's title, description and absolute image, escaping what the band wrote", async () => {
    const [band] = await db
      .insert(bands)
      .values({
        name: `Kill "Switch" <Live> & Co`,
        bio: `They play <script>alert('x')</script> loud & fast "riffs".`,
        primaryGenre: "Metal",
        location: "Pune, Maharashtra",
        profileBannerUrl: "/media/band-assets/banner/1.png",
      })
      .returning();
    const html = await page(`/bands/${band!.id}`);
    expect(title(html)).toBe("Kill &quot;Switch&quot; &lt;Live&gt; &amp; Co · LoudTribe");
    expect(meta(html, "og:title")).toBe("Kill &quot;Switch&quot; &lt;Live&gt; &amp; Co · LoudTribe");
    expect(meta(html, "og:image")).toBe("https://loudtribe.example/media/band-assets/banner/1.png");
    expect(meta(html, "twitter:image")).toBe("https://loudtribe.example/media/band-assets/banner/1.png");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "og:url")).toBe(`https://loudtribe.example/bands/${band!.id}`);
    expect(meta(html, "description")).toBe(meta(html, "og:description"));
    expect(meta(html, "og:description")).toMatch(/^Band · Metal · Pune, Maharashtra\. They play/);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("Default description");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it("fills an artist page from the artist's account and profile", async () => {
    const [user] = await db
      .insert(users)
      .values({
        email: "artist-preview@example.test",
        name: "Asha Rao",
        role: "artist",
        avatarUrl: "https://cdn.example/a.png",
      })
      .returning();
    await db
      .insert(artists)
      .values({ userId: user!.id, bio: "Singer-songwriter.", primaryGenre: "Folk", location: "Goa" });
    const html = await page(`/artists/${user!.id}`);
    expect(title(html)).toBe("Asha Rao · LoudTribe");
    expect(meta(html, "og:image")).toBe("https://cdn.example/a.png");
    expect(meta(html, "og:description")).toBe("Artist · Folk · Goa. Singer-songwriter.");
    expect(html).not.toContain("artist-preview@example.test");
  });

  it("fills a gig page with its IST date and place", async () => {
    const event = await createEvent(db, {
      name: "Night Shift Live",
      venueName: "The Loudbox",
      city: "Mumbai",
      startTime: new Date("2026-11-22T18:45:00Z"),
      coverImageUrl: "/media/event-banners/c.png",
    });
    const html = await page(`/events/${event.id}`);
    expect(title(html)).toBe("Night Shift Live · LoudTribe");
    expect(meta(html, "og:type")).toBe("event");
    // 18:45 UTC on the 22nd is 00:15 IST on the 23rd.
    expect(meta(html, "og:description")).toMatch(/^Monday, November 23, 2026, 12:15 AM IST · The Loudbox, Mumbai/);
  });

  it("fills a venue page and a blog post", async () => {
    const venue = await createVenue(db, {
      name: "Namma Stage",
      city: "Bengaluru",
      venueType: "Live music bar",
      imageUrls: ["/media/v/1.png"],
    });
    const venueHtml = await page(`/venues/${venue.id}`);
    expect(title(venueHtml)).toBe("Namma Stage · LoudTribe");
    expect(meta(venueHtml, "og:description")).toBe("Live music bar · Bengaluru");
    const [post] = await db
      .insert(blogs)
      .values({ title: "Why Indie", excerpt: "It's loud.", content: "<p>x</p>", author: "A" })
      .returning();
    const blogHtml = await page(`/blog/${post!.id}`);
    expect(title(blogHtml)).toBe("Why Indie · LoudTribe");
    expect(meta(blogHtml, "og:description")).toBe("It&#39;s loud.");
    expect(meta(blogHtml, "og:type")).toBe("article");
    // No image of its own: the site's card.
    expect(meta(blogHtml, "og:image")).toBe("https://loudtribe.example/img/og/site.jpg");
    expect(meta(blogHtml, "twitter:card")).toBe("summary_large_image");
  });

  it.each([
    "/bands/00000000-0000-4000-8000-000000000000",
    "/events/not-an-id",
    "/venues/%E0%A4",
    "/blog/123",
    "/artists/00000000-0000-4000-8000-000000000000",
    "/search",
    "/auth",
  ])("serves the default tags for %s", async (url) => {
    // An entity page whose id names nothing is only marked noindex (src/server/seo).
    expect((await page(url)).replace('  <meta name="robots" content="noindex" />\n  ', "")).toBe(INDEX);
  });

  it.each([
    ["/", "LoudTribe · Help Indie Artists Get loud"],
    ["/bands/", "Discover Bands · LoudTribe"],
    ["/events", "Upcoming Gigs · LoudTribe"],
    ["/venue", "Discover Venues · LoudTribe"],
    ["/about", "About Us · LoudTribe"],
  ])("gives the list and static page %s its own title and card", async (url, pageTitle) => {
    const html = await page(url);
    expect(title(html)).toBe(pageTitle);
    expect(meta(html, "og:title")).toBe(pageTitle);
    expect(meta(html, "og:type")).toBe("website");
    expect(meta(html, "og:url")).toBe(`https://loudtribe.example${url.replace(/(.)\/$/, "$1")}`);
    expect(meta(html, "description")).toBeTruthy();
    expect(html).not.toContain("Default description");
  });

  it("sends an image of ours as a 1200×630 JPEG card with its size and type, kept by the storage driver", async () => {
    const webp = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#7c3aed" } })
      .webp()
      .toBuffer();
    const stored = await deps.storage.put("event-banners", webp, { ext: "webp", contentType: "image/webp" });
    const event = await createEvent(db, { coverImageUrl: stored.url });
    const html = await page(`/events/${event.id}`);
    const card = `https://loudtribe.example/img/og/event-banners/${stored.key}.jpg`;
    expect(meta(html, "og:image")).toBe(card);
    expect(meta(html, "twitter:image")).toBe(card);
    expect(meta(html, "og:image:type")).toBe("image/jpeg");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    const res = await app.request(new URL(card).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(image).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(await deps.storage.derived.read(`og/event-banners/${stored.key}.jpg`)).toBeDefined();
    expect((await app.request(`/img/og/event-banners/${stored.key}`)).status).toBe(404);
  });

  it("gives the home page the site's card, a 1200×630 JPEG", async () => {
    const html = await page("/");
    expect(meta(html, "og:image")).toBe("https://loudtribe.example/img/og/site.jpg");
    expect(meta(html, "og:image:type")).toBe("image/jpeg");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    const res = await app.request("/img/og/site.jpg");
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(image).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("leaves edit pages alone", async () => {
    const venue = await createVenue(db);
    expect(await page(`/venues/${venue.id}/edit`)).toBe(INDEX);
  });
});
