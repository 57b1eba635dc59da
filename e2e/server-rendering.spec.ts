import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signIn, test } from "./support";

/**
 * Issue 20: public pages arrive rendered with their data, hydrate without an error, and the
 * browser asks neither for the session (a visitor) nor for the data the HTML already carries.
 */

type Ids = { band: string; artist: string; event: string; venue: string; blog: string };

async function firstIds(request: APIRequestContext): Promise<Ids> {
  const first = async (url: string, pick: (item: Record<string, string>) => string = (item) => item.id!) => {
    const body = (await (await request.get(url)).json()) as
      | { items?: Record<string, string>[] }
      | Record<string, string>[];
    const items = Array.isArray(body) ? body : body.items!;
    return pick(items[0]!);
  };
  return {
    band: await first("/api/bands?limit=1"),
    artist: await first("/api/discover?type=artist&limit=1", (item) => item.userId ?? item.id!),
    event: await first("/api/events?limit=1"),
    venue: await first("/api/venues?limit=1"),
    blog: await first("/api/blogs"),
  };
}

/** The API requests a page makes, and every error it reports (a hydration mismatch among them). */
function watch(page: Page) {
  const api: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() === "GET") api.push(url.pathname + url.search);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { api, errors };
}

/** React has taken over the page: the shell's effects ran (the scroll keeper took over restoration). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => window.history.scrollRestoration === "manual");
  // Pages with live parts open the realtime connection once they are up; its 'ready' used to refetch
  // what the page had just loaded, so give it (and any refetch) a moment. Other pages open none.
  await page
    .waitForResponse((response) => response.url().includes("/api/realtime"), { timeout: 3_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1_000);
}

const PAGES: { name: string; path: (ids: Ids) => string; rendered: (ids: Ids) => RegExp[] }[] = [
  { name: "home", path: () => "/", rendered: () => [/^\/api\/home/] },
  { name: "bands", path: () => "/bands", rendered: () => [/^\/api\/bands\?/] },
  { name: "artists", path: () => "/artists", rendered: () => [/^\/api\/discover\?/] },
  { name: "gigs", path: () => "/events", rendered: () => [/^\/api\/events(\?|$)/] },
  { name: "venues", path: () => "/venue", rendered: () => [/^\/api\/venues(\?|$)/] },
  { name: "blog", path: () => "/blog", rendered: () => [/^\/api\/blogs(\?|$)/] },
  { name: "about", path: () => "/about", rendered: () => [] },
  { name: "band", path: (ids) => `/bands/${ids.band}`, rendered: (ids) => [new RegExp(`^/api/bands/${ids.band}$`)] },
  {
    name: "artist",
    path: (ids) => `/artists/${ids.artist}`,
    rendered: (ids) => [new RegExp(`^/api/artists/${ids.artist}$`)],
  },
  { name: "gig", path: (ids) => `/events/${ids.event}`, rendered: (ids) => [new RegExp(`^/api/events/${ids.event}`)] },
  {
    name: "venue",
    path: (ids) => `/venues/${ids.venue}`,
    rendered: (ids) => [new RegExp(`^/api/venues/${ids.venue}$`)],
  },
  {
    name: "blog post",
    path: (ids) => `/blog/${ids.blog}`,
    rendered: (ids) => [new RegExp(`^/api/blogs/${ids.blog}$`)],
  },
];

for (const entry of PAGES) {
  test(`a visitor's ${entry.name} page hydrates from its HTML without asking for the session or its data again`, async ({
    page,
    request,
  }) => {
    const ids = await firstIds(request);
    const seen = watch(page);
    await page.goto(entry.path(ids));
    await hydrated(page);

    expect(seen.errors, "errors while loading and hydrating").toEqual([]);
    expect(seen.api.filter((url) => url.startsWith("/api/auth/get-session"))).toEqual([]);
    for (const pattern of entry.rendered(ids)) {
      expect(
        seen.api.filter((url) => pattern.test(url)),
        `requests for data the HTML carries (${pattern})`,
      ).toEqual([]);
    }
    const twice = seen.api.filter(
      (url, i) => url !== "/api/realtime" && !url.startsWith("/api/realtime?") && seen.api.indexOf(url) !== i,
    );
    expect(twice, "API requests made twice").toEqual([]);
  });
}

test("after a server-rendered first page, the bottom navigation moves between pages without reloading", async ({
  page,
}) => {
  await page.goto("/about");
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gigs" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

test("a signed-in fan gets their header in the HTML and the page asks for no session", async ({ page }) => {
  await signIn(page, "fan");
  const html = await (await page.request.get("/about")).text();
  expect(html).toContain('aria-label="Your Profile"');
  expect(html).not.toContain(">Login<");

  const seen = watch(page);
  await page.goto("/about");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Your Profile" })).toBeVisible();
  expect(seen.errors).toEqual([]);
  expect(seen.api.filter((url) => url.startsWith("/api/auth/get-session"))).toEqual([]);
});

/** A visitor opens the first band's page and waits for it to be live; what it asks and reports is watched. */
/** Holds back the scripts matching `pattern` until `release()`; `asked()` says whether one was requested. */
async function holdScript(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release: () => release(), asked: () => requested };
}

async function visitFirstBand(page: Page, request: APIRequestContext) {
  const ids = await firstIds(request);
  const seen = watch(page);
  await page.goto(`/bands/${ids.band}`);
  await hydrated(page);
  return { ids, seen };
}

test("a post's '… ago' written by the server hydrates even when the browser's clock reads later", async ({ page }) => {
  await signIn(page, "fan");
  const bands = (await (await page.request.get("/api/bands?limit=1")).json()) as { items: { id: string }[] };
  const bandId = bands.items[0]!.id;
  const content = `Hydration clock check ${Date.now()}`;
  await expect(async () => {
    const res = await page.request.post(`/api/threads/band/${bandId}/posts`, { data: { content } });
    expect(res.status()).toBe(201);
  }).toPass();
  // The server renders "… seconds ago"; the browser's clock says three minutes on. Reading the clock
  // again while hydrating would turn the text into "3 minutes ago" and fail with a mismatch.
  await page.clock.setFixedTime(Date.now() + 3 * 60_000);
  const seen = watch(page);
  await page.goto(`/bands/${bandId}`);
  await hydrated(page);
  // The thread hydrates when it nears the screen (HydrateWhenVisible): bring it there.
  const post = page.locator("#band-chat").getByRole("article").filter({ hasText: content });
  await post.scrollIntoViewIfNeeded();
  await expect(post.getByText(/^3 minutes ago$/)).toBeVisible();
  expect(seen.errors, "errors while loading and hydrating").toEqual([]);
});

test("a band's thread below the fold waits to hydrate, and a live post for it still shows without scrolling", async ({
  page,
  browser,
  request,
}) => {
  const { ids, seen } = await visitFirstBand(page, request);
  const thread = page.locator("#band-chat");
  const box = await thread.boundingBox();
  expect(box?.y ?? 0, "the thread starts below the first screen").toBeGreaterThan(page.viewportSize()!.height);

  // Another member posts while the visitor's thread is still server markup.
  const other = await browser.newContext();
  const member = await other.newPage();
  await signIn(member, "fan");
  const content = `Posted while the thread was asleep ${Date.now()}`;
  await expect(async () => {
    const res = await member.request.post(`/api/threads/band/${ids.band}/posts`, { data: { content } });
    expect(res.status()).toBe(201);
  }).toPass();
  await other.close();

  // The live message hydrates the thread, which reads itself again: the post is there, unscrolled.
  await expect(thread.getByRole("article").filter({ hasText: content })).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(seen.errors, "errors while hydrating the thread").toEqual([]);
});

test("a first visit downloads the code of what is off screen only when it is wanted: the thread, the closed tab, a venue's gigs", async ({
  page,
  request,
}) => {
  const ids = await firstIds(request);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const asked = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
  const seen = watch(page);

  await page.goto(`/bands/${ids.band}`);
  await hydrated(page);
  expect(asked("community-thread"), "the thread's code before it nears the screen").toBe(false);
  expect(asked("band-gigs"), "the closed tab's code").toBe(false);
  // The thread comes near: its code arrives and it is live (a visitor's button asks them to sign up).
  const thread = page.locator("#band-chat");
  await thread.scrollIntoViewIfNeeded();
  await expect.poll(() => asked("community-thread")).toBe(true);
  await thread.getByRole("button", { name: "Sign in to join the conversation" }).click();
  await expect(page.getByRole("dialog", { name: "Sign Up Required" })).toBeVisible();
  await page.keyboard.press("Escape");
  // The closed tab's code comes when it is opened.
  await page.getByRole("tab", { name: "Gigs & Highlights" }).click();
  await expect(page.getByRole("heading", { name: "Upcoming Gigs" })).toBeVisible();
  expect(asked("band-gigs")).toBe(true);

  await page.goto(`/venues/${ids.venue}`);
  await hydrated(page);
  expect(asked("venue-events"), "a venue's Upcoming Events code before it nears the screen").toBe(false);
  const events = page.getByRole("heading", { name: "Upcoming Events" });
  await events.scrollIntoViewIfNeeded();
  await expect.poll(() => asked("venue-events")).toBe(true);
  expect(seen.errors, "errors while loading and hydrating").toEqual([]);
});

test("a part that waits for the screen on a first visit renders at once on a page opened by navigation, even when its code comes late", async ({
  page,
  request,
}) => {
  const ids = await firstIds(request);
  const { release, asked } = await holdScript(page, /\/assets\/venue-events-[^/]+\.js$/);
  const seen = watch(page);
  await page.goto("/venue");
  await hydrated(page);
  await page.locator(`a[href="/venues/${ids.venue}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(asked).toBe(true);
  release();
  // Below the fold and never scrolled to: rendered by the browser, it has no server markup to wait with.
  await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(seen.errors).toEqual([]);
});

test("a tap on a thread's button while its code is still downloading is kept, and done once it is live", async ({
  page,
  request,
}) => {
  const ids = await firstIds(request);
  const { release, asked } = await holdScript(page, /\/assets\/community-thread-[^/]+\.js$/);
  const seen = watch(page);
  await page.goto(`/bands/${ids.band}`);
  await hydrated(page);
  const join = page.locator("#band-chat").getByRole("button", { name: "Sign in to join the conversation" });
  await join.scrollIntoViewIfNeeded();
  await expect.poll(asked).toBe(true);
  // The button is server markup still: React alone would drop this tap.
  await join.click();
  const prompt = page.getByRole("dialog", { name: "Sign Up Required" });
  await page.waitForTimeout(500);
  await expect(prompt).toBeHidden();
  release();
  await expect(prompt).toBeVisible();
  expect(seen.errors, "errors while hydrating the thread").toEqual([]);
});

test("words typed into a member's composer before its code has run are kept, and post", async ({ page }) => {
  await signIn(page, "fan");
  const ids = await firstIds(page.request);
  // The composer's code is held back, so its box is server markup while the words go in.
  const { release } = await holdScript(page, /\/assets\/post-composer-[^/]+\.js$/);
  await page.goto(`/bands/${ids.band}#band-chat`);
  await hydrated(page);
  const words = `Typed before the composer was live ${Date.now()}`;
  await page.getByLabel("Your post").fill(words);
  release();
  const post = page.getByRole("button", { name: "Post", exact: true });
  await expect(post).toBeEnabled();
  await post.click();
  await expect(page.locator("#band-chat").getByRole("article").filter({ hasText: words })).toHaveCount(1);
});

test("a server-rendered page asks for its scripts only after its content and images have loaded, then comes alive", async ({
  page,
  request,
}) => {
  const { seen } = await visitFirstBand(page, request);
  expect(seen.errors, "errors while loading and hydrating (a CSP refusal of the boot script among them)").toEqual([]);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
      /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname),
    );
    return { loadEnd: navigation.loadEventEnd, scripts: scripts.map((entry) => entry.startTime) };
  });
  expect(timing.scripts.length, "the page's scripts were fetched").toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.loadEnd);
  // Alive: the page's own buttons answer (a visitor's Follow opens the sign-up prompt).
  await page.getByRole("main").getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Sign Up Required" })).toBeVisible();
});

test("a reader who scrolls while the page's code is on its way stays where they are when it comes alive", async ({
  page,
  request,
}) => {
  const ids = await firstIds(request);
  const entry = await holdScript(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto(`/bands/${ids.band}`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(entry.asked).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 300));
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  entry.release();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-page-ready"));
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
});

test("a first visit links the web app manifest only once its page is live, and is then installable", async ({
  page,
  request,
}) => {
  const ids = await firstIds(request);
  const html = await (await request.get(`/bands/${ids.band}`)).text();
  expect(html).not.toContain('rel="manifest"');
  const manifestAsked: number[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/manifest.webmanifest") manifestAsked.push(Date.now());
  });
  const entry = await holdScript(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto(`/bands/${ids.band}`, { waitUntil: "commit" });
  await expect.poll(entry.asked).toBe(true);
  await page.waitForTimeout(500);
  expect(manifestAsked, "the manifest was asked for before the app ran").toEqual([]);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  entry.release();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-page-ready"));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
});
