import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { createFan } from "../auth/testing";
import { bands, blogs } from "../db/schema";
import { createEvent, createVenue } from "../events/testing";
import { createTestApp, onTestFileEnd } from "../test";
import { DEFERRED_SCRIPTS_HASH } from "./deferred-scripts";

// The page as a crawler or a link unfurler sees it: the HTML alone, no JavaScript run.
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Default description" />
<title>LoudTribe</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

const webRoot = mkdtempSync(path.join(tmpdir(), "loudtribe-ssr-"));
onTestFileEnd(() => rmSync(webRoot, { recursive: true, force: true }));
writeFileSync(path.join(webRoot, "index.html"), INDEX);
const ssrEntry = fileURLToPath(new URL("../../web/entry-server.tsx", import.meta.url));

const { app, db, deps } = await createTestApp({ webRoot, ssrEntry, env: { APP_URL: "https://loudtribe.example" } });

async function html(url: string, headers: Record<string, string> = {}) {
  const res = await app.request(url, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

/** The text of #root, tags dropped: what a reader without JavaScript sees. */
const visibleText = (page: string) => {
  const root = page.slice(page.indexOf('<div id="root">'), page.indexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
};
const meta = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(page)?.[1];
const titles = (page: string) => [...page.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
const state = (page: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(page)![1]!) as {
    queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[];
  };

describe("server-rendered public pages", () => {
  // The first page request loads the renderer and every public page's code (from source here,
  // compiled on the fly): slow on a busy machine, and not what the tests are about.
  beforeAll(() => app.request("/about"), 180_000);

  it("a band page carries the band's name, bio and link-preview tags, and one title", async () => {
    const [band] = await db
      .insert(bands)
      .values({ name: "Monsoon Static", bio: "Shoegaze from Shillong since 2019.", primaryGenre: "Shoegaze" })
      .returning();
    const page = await html(`/bands/${band!.id}`);
    expect(visibleText(page)).toContain("Monsoon Static");
    expect(visibleText(page)).toContain("Shoegaze from Shillong since 2019.");
    expect(titles(page)).toEqual(["Monsoon Static · LoudTribe"]);
    expect(meta(page, "og:title")).toBe("Monsoon Static · LoudTribe");
    expect(meta(page, "og:url")).toBe(`https://loudtribe.example/bands/${band!.id}`);
  });

  it("a gig page carries its name, IST date and venue", async () => {
    const venue = await createVenue(db, { name: "The Loudbox Arena", city: "Pune" });
    const event = await createEvent(db, {
      name: "Night Shift Live",
      venueId: venue.id,
      venueName: venue.name,
      city: "Pune",
      // 18:45 UTC on the 22nd is 00:15 IST on the 23rd.
      startTime: new Date("2030-11-22T18:45:00Z"),
    });
    const page = await html(`/events/${event.id}`);
    const text = visibleText(page);
    expect(text).toContain("Night Shift Live");
    expect(text).toMatch(/23.{0,12}Nov|Nov.{0,12}23/);
    expect(text).toContain("The Loudbox Arena");
    expect(meta(page, "og:type")).toBe("event");
  });

  it("a venue page and a blog post carry their content", async () => {
    const venue = await createVenue(db, { name: "Namma Stage", city: "Bengaluru", description: "A 300-cap room." });
    expect(visibleText(await html(`/venues/${venue.id}`))).toContain("Namma Stage");
    const [post] = await db
      .insert(blogs)
      .values({
        title: "Why Indie",
        excerpt: "It's loud.",
        content: "<p>Loud rooms, small crowds.</p>",
        author: "Asha",
      })
      .returning();
    const page = await html(`/blog/${post!.id}`);
    expect(visibleText(page)).toContain("Why Indie");
    expect(visibleText(page)).toContain("Loud rooms, small crowds.");
    expect(titles(page)).toEqual(["Why Indie · LoudTribe"]);
  });

  it("the list pages carry their cards", async () => {
    const [band] = await db.insert(bands).values({ name: "Listed Loudly" }).returning();
    await createEvent(db, { name: "Listed Gig", city: "Mumbai" });
    expect(visibleText(await html("/bands"))).toContain(band!.name);
    expect(visibleText(await html("/events"))).toContain("Listed Gig");
    expect(visibleText(await html("/about"))).toContain("LoudTribe");
  });

  it("a visitor's page says signed out in its data, so the browser never asks for the session", async () => {
    const page = await html("/about");
    const session = state(page).queries.find((q) => JSON.stringify(q.queryKey) === '["auth","session"]');
    expect(session?.state).toMatchObject({ status: "success", data: null });
    expect(visibleText(page)).toContain("Login");
  });

  it("a fan's page carries their header, and is not for shared caches", async () => {
    const fan = await createFan(deps, { displayName: "Riya Screams" });
    const res = await app.request("/about", { headers: fan.headers });
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const page = await res.text();
    expect(page).toContain('aria-label="Your Profile"');
    expect(visibleText(page)).not.toContain("Login");
    const session = state(page).queries.find((q) => JSON.stringify(q.queryKey) === '["auth","session"]');
    expect(session?.state.data).toMatchObject({ user: { id: fan.id } });
    expect(JSON.stringify(state(page))).not.toContain("session_token");
  });

  it("a band that does not exist renders as loading and leaves the answer to the browser", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const page = await html(`/bands/${missing}`);
    expect(page).toContain('aria-label="Loading profile"');
    const band = state(page).queries.find((q) => JSON.stringify(q.queryKey) === `["bands","detail","${missing}"]`);
    expect(band).toBeUndefined();
  });

  it("embeds the data safely: nothing a band wrote can close the script element", async () => {
    const [band] = await db.insert(bands).values({ name: "</script><script>alert(1)</script>" }).returning();
    const page = await html(`/bands/${band!.id}`);
    expect(page).not.toContain("<script>alert(1)");
    expect(state(page).queries.some((q) => JSON.stringify(q.state.data).includes("</script><script>alert(1)"))).toBe(
      true,
    );
  });

  it("a rendered page's policy allows its one boot script by hash; the app shell's allows no inline script", async () => {
    const scriptSrc = async (url: string) =>
      /script-src ([^;]*)/.exec((await app.request(url)).headers.get("content-security-policy") ?? "")?.[1];
    expect(await scriptSrc("/about")).toBe(`'self' ${DEFERRED_SCRIPTS_HASH}`);
    expect(await scriptSrc("/auth?mode=login")).toBe("'self'");
  });

  it.each(["/auth?mode=login", "/bands/x/edit", "/admin/band-approvals", "/search"])(
    "leaves %s to the browser (the app shell, as built)",
    async (url) => {
      const page = await html(url);
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain("ssr-state");
    },
  );
});
