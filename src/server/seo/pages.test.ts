import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { addBandGig, addMember, createArtist, createBand } from "../bands/testing";
import { blogs } from "../db/schema";
import { addToLineup, createEvent, createPerson, createVenue } from "../events/testing";
import { createTestApp, onTestFileEnd } from "../test";
import {
  blogPostingSchema,
  musicEventSchema,
  musicGroupSchema,
  musicVenueSchema,
  personSchema,
  webSiteSchema,
} from "./structured-data/schemas";

// The page as a crawler or a link unfurler sees it: the HTML alone, no JavaScript run.
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Default description" />
<title>LoudTribe</title></head><body><div id="root"></div></body></html>`;
const ORIGIN = "https://loudtribe.example";

const webRoot = mkdtempSync(path.join(tmpdir(), "loudtribe-seo-"));
onTestFileEnd(() => rmSync(webRoot, { recursive: true, force: true }));
writeFileSync(path.join(webRoot, "index.html"), INDEX);

const { app, db } = await createTestApp({ webRoot, env: { APP_URL: ORIGIN } });

async function page(url: string) {
  const res = await app.request(url);
  expect(res.status).toBe(200);
  return res.text();
}

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) => m[1]);
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

/** The page's one JSON-LD block, parsed and checked against its schema.org shape. */
function structuredData<T extends z.ZodType>(html: string, schema: T): z.infer<T> {
  const blocks = jsonLdBlocks(head(html));
  expect(blocks).toHaveLength(1);
  return schema.parse(JSON.parse(blocks[0]!));
}

/** What every public page carries: one canonical link, its own title and description, og:url. */
function expectPublicHead(html: string, pathname: string) {
  expect(canonicals(head(html))).toEqual([`${ORIGIN}${pathname}`]);
  expect(meta(html, "og:url")).toBe(`${ORIGIN}${pathname}`);
  expect(meta(html, "description")).toBeTruthy();
  expect(meta(html, "description")).not.toBe("Default description");
  expect(html.match(/<title>/g)).toHaveLength(1);
}

describe("public pages' HTML without JavaScript", () => {
  it("a gig: MusicEvent in IST with its venue's address, performers, ticket offer and status", async () => {
    const venue = await createVenue(db, { name: "The Loudbox", city: "Mumbai", location: "Lower Parel, Maharashtra" });
    const gig = await createEvent(db, {
      name: "Night Shift Live",
      description: "Two bands, one <b>loud</b> night.",
      venueId: venue.id,
      city: "Mumbai",
      startTime: new Date("2026-11-22T18:45:00Z"),
      endTime: new Date("2026-11-22T21:30:00Z"),
      ticketPrice: "₹1,200 onwards",
      externalTicketUrl: "https://tickets.example/night-shift",
      coverImageUrl: "/media/event-banners/c.png",
    });
    const band = await createBand(db, { name: "Monsoon Static" });
    await addBandGig(db, band.id, { eventId: gig.id, gigDate: gig.startTime! });
    const artist = await createPerson(db, { name: "Asha Rao", role: "artist" });
    await addToLineup(db, gig.id, artist.id, 1);

    const html = await page(`/events/${gig.id}?utm_source=whatsapp`);
    expectPublicHead(html, `/events/${gig.id}`);
    const event = structuredData(html, musicEventSchema);
    // 18:45 UTC on the 22nd is 00:15 IST on the 23rd.
    expect(event.startDate).toBe("2026-11-23T00:15:00+05:30");
    expect(event.endDate).toBe("2026-11-23T03:00:00+05:30");
    expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(event.description).toBe("Two bands, one loud night.");
    expect(event.image).toEqual([`${ORIGIN}/media/event-banners/c.png`]);
    expect(event.location).toEqual({
      "@type": "MusicVenue",
      name: "The Loudbox",
      url: `${ORIGIN}/venues/${venue.id}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Lower Parel",
        addressLocality: "Mumbai",
        addressRegion: "Maharashtra",
        addressCountry: "IN",
      },
    });
    expect(event.performer).toEqual([
      { "@type": "MusicGroup", name: "Monsoon Static", url: `${ORIGIN}/bands/${band.id}` },
      { "@type": "Person", name: "Asha Rao", url: `${ORIGIN}/artists/${artist.id}` },
    ]);
    expect(event.offers).toEqual({
      "@type": "Offer",
      url: "https://tickets.example/night-shift",
      description: "₹1,200 onwards",
      price: "1200",
      priceCurrency: "INR",
    });
  });

  it("a gig at a place with no venue page, free entry: a Place with the city, price 0", async () => {
    const gig = await createEvent(db, { venueName: "Someone's Terrace", city: "Pune", ticketPrice: "Free entry" });
    const event = structuredData(await page(`/events/${gig.id}`), musicEventSchema);
    expect(event.location).toEqual({
      "@type": "Place",
      name: "Someone's Terrace",
      address: { "@type": "PostalAddress", addressLocality: "Pune", addressCountry: "IN" },
    });
    expect(event.offers).toEqual({ "@type": "Offer", description: "Free entry", price: "0", priceCurrency: "INR" });
    expect(event.performer).toBeUndefined();
  });

  it("a gig without a date keeps its canonical link but carries no MusicEvent", async () => {
    const gig = await createEvent(db, { startTime: null });
    const html = await page(`/events/${gig.id}`);
    expectPublicHead(html, `/events/${gig.id}`);
    expect(jsonLdBlocks(html)).toEqual([]);
  });

  it("a band: MusicGroup with genres, address and members, and no way out of the script element", async () => {
    const member = await createArtist(db, { name: "Kabir" });
    const band = await createBand(db, {
      name: `Kill "Switch" </script><b>Live</b> & Co`,
      bio: `They play </script><script>alert('x')</script> loud & fast.`,
      primaryGenre: "Metal",
      secondaryGenre: "Punk",
      location: "Pune, Maharashtra",
      formationDate: "2019-06-01",
      profileBannerUrl: "/media/band-assets/banner/1.png",
    });
    await addMember(db, band.id, { name: "Kabir", userId: member.id, position: 0 });
    await addMember(db, band.id, { name: "Session Drummer", position: 1 });

    const html = await page(`/bands/${band.id.toUpperCase()}/`);
    expectPublicHead(html, `/bands/${band.id}`);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("</script><b>");
    expect(jsonLdBlocks(html)[0]).toContain("\\u003c/script\\u003e\\u003cb\\u003eLive");
    const group = structuredData(html, musicGroupSchema);
    expect(group).toMatchObject({
      name: `Kill "Switch" </script><b>Live</b> & Co`,
      url: `${ORIGIN}/bands/${band.id}`,
      image: `${ORIGIN}/media/band-assets/banner/1.png`,
      genre: ["Metal", "Punk"],
      foundingDate: "2019-06-01",
      address: { addressLocality: "Pune", addressRegion: "Maharashtra", addressCountry: "IN" },
      member: [
        { "@type": "Person", name: "Kabir", url: `${ORIGIN}/artists/${member.id}` },
        { "@type": "Person", name: "Session Drummer" },
      ],
    });
    expect(group.description).toBe("They play alert('x') loud & fast.");
  });

  it("an artist: Person with home town and bands; a fan's id is no artist page", async () => {
    const artist = await createArtist(db, {
      name: "Asha Rao",
      avatarUrl: "https://cdn.example/a.png",
      bio: "Singer-songwriter.",
      location: "Panaji, Goa",
    });
    const band = await createBand(db, { name: "Goa Tide" });
    await addMember(db, band.id, { name: "Asha", userId: artist.id });

    const html = await page(`/artists/${artist.id}`);
    expectPublicHead(html, `/artists/${artist.id}`);
    expect(structuredData(html, personSchema)).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Asha Rao",
      url: `${ORIGIN}/artists/${artist.id}`,
      description: "Singer-songwriter.",
      image: "https://cdn.example/a.png",
      jobTitle: "Musician",
      homeLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Panaji", addressRegion: "Goa", addressCountry: "IN" },
      },
      memberOf: [{ "@type": "MusicGroup", name: "Goa Tide", url: `${ORIGIN}/bands/${band.id}` }],
    });

    const fan = await createArtist(db, { role: "fan" });
    const fanHtml = await page(`/artists/${fan.id}`);
    expect(canonicals(fanHtml)).toEqual([]);
    expect(jsonLdBlocks(fanHtml)).toEqual([]);
    expect(meta(fanHtml, "robots")).toBe("noindex");
  });

  it("a venue: MusicVenue with address, images, capacity and links", async () => {
    const venue = await createVenue(db, {
      name: "Namma Stage",
      city: "Bengaluru",
      location: "Indiranagar, Karnataka",
      description: "A rooftop stage.",
      capacity: "350",
      phone: "+91 80 1234 5678",
      website: "https://namma.example",
      instagram: "@nammastage",
      imageUrls: ["/media/v/1.png", "https://cdn.example/v2.png"],
    });
    const html = await page(`/venues/${venue.id}`);
    expectPublicHead(html, `/venues/${venue.id}`);
    expect(structuredData(html, musicVenueSchema)).toMatchObject({
      name: "Namma Stage",
      address: { streetAddress: "Indiranagar", addressLocality: "Bengaluru", addressRegion: "Karnataka" },
      image: [`${ORIGIN}/media/v/1.png`, "https://cdn.example/v2.png"],
      telephone: "+91 80 1234 5678",
      maximumAttendeeCapacity: 350,
      // The Instagram handle is no URL.
      sameAs: ["https://namma.example"],
    });
  });

  it("a blog post: BlogPosting with IST dates, author and image", async () => {
    const [post] = await db
      .insert(blogs)
      .values({
        title: "Why Indie Matters",
        excerpt: "It's loud.",
        content: "<p>x</p>",
        author: "Meera Iyer",
        image: "/media/blog/1.png",
        publishedAt: new Date("2026-10-01T04:30:00Z"),
      })
      .returning();
    const html = await page(`/blog/${post!.id}`);
    expectPublicHead(html, `/blog/${post!.id}`);
    const posting = structuredData(html, blogPostingSchema);
    expect(posting).toMatchObject({
      headline: "Why Indie Matters",
      datePublished: "2026-10-01T10:00:00+05:30",
      author: { "@type": "Person", name: "Meera Iyer" },
      image: [`${ORIGIN}/media/blog/1.png`],
      mainEntityOfPage: `${ORIGIN}/blog/${post!.id}`,
    });
    expect(posting.dateModified >= posting.datePublished).toBe(true);
  });

  it("the home page: WebSite with a SearchAction into the site search", async () => {
    const html = await page("/");
    expectPublicHead(html, "/");
    expect(structuredData(html, webSiteSchema).potentialAction.target.urlTemplate).toBe(
      `${ORIGIN}/search?q={search_term_string}`,
    );
  });

  it.each(["/artists", "/bands", "/demand?city=Pune", "/events?city=Pune", "/venue?location=Goa", "/blog", "/about"])(
    "the list page %s: its canonical URL without filters, no JSON-LD",
    async (url) => {
      const html = await page(url);
      expectPublicHead(html, url.split("?")[0]!);
      expect(jsonLdBlocks(html)).toEqual([]);
    },
  );

  it("a fan's profile page: its tags and canonical link, no JSON-LD; one that does not exist has none", async () => {
    const fan = await createPerson(db, { role: "fan", displayName: "Riya" });
    const html = await page(`/profile/${fan.id}`);
    expectPublicHead(html, `/profile/${fan.id}`);
    expect(meta(html, "og:title")).toBe("Riya · LoudTribe");
    expect(html).not.toContain(fan.email);
    expect(jsonLdBlocks(html)).toEqual([]);
    expect(canonicals(await page("/profile/00000000-0000-4000-8000-000000000000"))).toEqual([]);
  });

  it.each([
    "/bands/00000000-0000-4000-8000-000000000000",
    "/events/not-an-id",
    "/venues/00000000-0000-4000-8000-000000000000/",
    "/blog/123",
    "/profile/00000000-0000-4000-8000-000000000000",
  ])("%s names nothing: no canonical link, no JSON-LD, and not to be indexed", async (url) => {
    const html = await page(url);
    expect(canonicals(html)).toEqual([]);
    expect(jsonLdBlocks(html)).toEqual([]);
    expect(meta(html, "robots")).toBe("noindex");
  });

  it.each([
    "/venues/00000000-0000-4000-8000-000000000000/edit",
    "/auth",
    "/search?q=rock",
    "/admin/band-approvals",
    "/onboarding/band/00000000-0000-4000-8000-000000000000/step1",
  ])("the private page %s is index.html as built (robots.txt keeps crawlers out)", async (url) => {
    expect(await page(url)).toBe(INDEX);
  });
});
