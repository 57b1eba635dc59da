import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";

/**
 * Every page route of the app (src/web/app/page-routes.tsx) and how the accessibility checks reach
 * it (e2e/accessibility.spec.ts). src/web/app/route-checks.test.ts fails when a route of the app is
 * missing here, so a new page cannot ship without an axe and layout check.
 */

export type Viewer = "visitor" | "fan" | "admin";

/** Ids of seeded rows the checks open. */
export type Ids = {
  band: string;
  artist: string;
  event: string;
  venue: string;
  blog: string;
  post: string;
  fan: string;
};

export type RouteCheck = {
  /** The route's path exactly as page-routes.tsx declares it. */
  route: string;
  /** Who opens it: public pages signed out and signed in, the others as whoever may see them. */
  as: Viewer[];
  /** Goes to the page (a URL, or the steps a visitor takes to get there) and waits for it. */
  open: (page: Page, ids: Ids) => Promise<void>;
};

const PUBLIC: Viewer[] = ["visitor", "fan"];

const go = (url: (ids: Ids) => string) => async (page: Page, ids: Ids) => {
  await page.goto(url(ids));
};

export const ROUTE_CHECKS: RouteCheck[] = [
  { route: "/", as: PUBLIC, open: go(() => "/") },
  { route: "/artists", as: PUBLIC, open: go(() => "/artists") },
  { route: "/artists/:userId", as: PUBLIC, open: go((ids) => `/artists/${ids.artist}`) },
  { route: "/artists/:userId/edit", as: ["admin"], open: go((ids) => `/artists/${ids.artist}/edit`) },
  { route: "/events", as: PUBLIC, open: go(() => "/events") },
  { route: "/events/:eventId", as: PUBLIC, open: go((ids) => `/events/${ids.event}`) },
  { route: "/events/:eventId/edit", as: ["admin"], open: go((ids) => `/events/${ids.event}/edit`) },
  { route: "/venue", as: PUBLIC, open: go(() => "/venue") },
  { route: "/venues/:venueId", as: PUBLIC, open: go((ids) => `/venues/${ids.venue}`) },
  { route: "/venues/:venueId/edit", as: ["admin"], open: go((ids) => `/venues/${ids.venue}/edit`) },
  { route: "/about", as: PUBLIC, open: go(() => "/about") },
  { route: "/profile/:userId", as: PUBLIC, open: go((ids) => `/profile/${ids.fan}`) },
  { route: "/leaderboard", as: PUBLIC, open: go(() => "/leaderboard") },
  { route: "/profile/:userId/:referralCode/registration1", as: ["visitor"], open: registration(1) },
  { route: "/profile/:userId/:referralCode/registration2", as: ["visitor"], open: registration(2) },
  { route: "/profile/:userId/:referralCode/registration3", as: ["visitor"], open: registration(3) },
  { route: "/bands", as: PUBLIC, open: go(() => "/bands") },
  { route: "/bands/:bandId", as: PUBLIC, open: go((ids) => `/bands/${ids.band}`) },
  { route: "/demand", as: PUBLIC, open: go(() => "/demand?city=Mumbai") },
  { route: "/bands/:bandId/edit", as: ["admin"], open: go((ids) => `/bands/${ids.band}/edit`) },
  // The legacy onboarding URLs only redirect: the page they land on is checked below.
  ...[1, 2, 3, 4].map((step) => ({
    route: `/bands/:bandId/step${step}`,
    as: ["visitor"] as Viewer[],
    open: go((ids) => `/bands/${ids.band}/step${step}`),
  })),
  { route: "/onboarding/:entityType/:entityId/step1", as: ["visitor"], open: onboarding(1) },
  { route: "/onboarding/:entityType/:entityId/:sessionId/step1", as: ["visitor"], open: onboarding(1) },
  { route: "/onboarding/:entityType/:entityId/:sessionId/step2", as: ["visitor"], open: onboarding(2) },
  { route: "/onboarding/:entityType/:entityId/:sessionId/step3", as: ["visitor"], open: onboarding(3) },
  // Step 4 needs a confirmed account: covered by the journey in e2e/onboarding.spec.ts up to step 3,
  // checked here as the page a signed-in fan without a session is sent to.
  { route: "/onboarding/:entityType/:entityId/:sessionId/step4", as: ["fan"], open: onboarding(4) },
  { route: "/admin/band-approvals", as: ["admin"], open: go(() => "/admin/band-approvals") },
  { route: "/auth", as: ["visitor"], open: go(() => "/auth") },
  { route: "/auth/reset-password", as: ["visitor"], open: go(() => "/auth/reset-password?token=not-a-real-token") },
  { route: "/post/:postId", as: PUBLIC, open: go((ids) => `/post/${ids.post}`) },
  { route: "/blog", as: PUBLIC, open: go(() => "/blog") },
  { route: "/blog/:blogId", as: PUBLIC, open: go((ids) => `/blog/${ids.blog}`) },
  { route: "/search", as: PUBLIC, open: go(() => "/search?q=band") },
  { route: "/notifications", as: ["fan"], open: go(() => "/notifications") },
  // A fan who runs no page sees the empty 'My Pages' (e2e/manage.spec.ts opens a manager's tabs).
  { route: "/manage", as: ["fan"], open: go(() => "/manage") },
  { route: "/manage/gigs/:eventId", as: ["admin"], open: go((ids) => `/manage/gigs/${ids.event}`) },
  { route: "/settings/notifications", as: ["fan"], open: go(() => "/settings/notifications") },
  // Opened from the digest's link; the page asks for a click before it posts the token.
  { route: "/unsubscribe", as: ["visitor"], open: go(() => "/unsubscribe?token=not-a-real-token") },
  { route: "/bands/:bandId/announce-gig", as: ["admin"], open: go((ids) => `/bands/${ids.band}/announce-gig`) },
  { route: "/venues/:venueId/announce-gig", as: ["admin"], open: go((ids) => `/venues/${ids.venue}/announce-gig`) },
  { route: "*", as: ["visitor"], open: go(() => "/no-such-page") },
];

/** The referral registration, walked to step `step` by a visitor (later steps need the earlier ones). */
function registration(step: 1 | 2 | 3) {
  return async (page: Page, ids: Ids) => {
    const base = `/profile/${ids.fan}/${randomUUID()}`;
    await page.goto(`${base}/registration1`);
    if (step === 1) return;
    const main = page.getByRole("main");
    for (const name of ["Bandra Basement Club", "Backwater Bloom", "Blue Line Bandits"]) {
      await main.getByRole("button", { name, exact: true }).click();
    }
    await page.getByRole("button", { name: "Claim your avatar (3/3)" }).click();
    await page.waitForURL(`**${base}/registration2`);
    if (step === 2) return;
    await page.getByRole("radio").first().click();
    await page.getByRole("button", { name: "👀 Claim this avatar!" }).click();
    await page.waitForURL(`**${base}/registration3`);
  };
}

/** A band's onboarding, walked to step `step`. */
function onboarding(step: 1 | 2 | 3 | 4) {
  return async (page: Page, ids: Ids) => {
    await page.goto(`/onboarding/band/${ids.band}/step1`);
    await page.waitForURL(/\/onboarding\/band\/[^/]+\/[^/]+\/step1$/);
    if (step === 4) {
      await page.goto(page.url().replace(/step1$/, "step4"));
      return;
    }
    if (step === 1) return;
    await page.getByRole("button", { name: "Scream!" }).click();
    await page.getByRole("button", { name: "Submit Vote" }).click();
    await page.waitForURL(/step2$/);
    if (step === 2) return;
    await page.getByRole("radio").first().click();
    await page.getByRole("button", { name: "👀 Claim this avatar!" }).click();
    await page.waitForURL(/step3$/);
  };
}

/**
 * A post in the thread: the one already there (each worker asks), else one the fan writes. Posting
 * is rate limited per fan, so a worker that loses the race waits and takes the other's.
 */
async function postIn(fan: APIRequestContext, thread: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { items } = (await (await fan.get(thread)).json()) as { items: { id: string }[] };
    if (items[0]) return items[0].id;
    const posted = await fan.post(thread, {
      data: { content: "Checking this thread reads well with a screen reader." },
    });
    if (posted.ok()) return ((await posted.json()) as { post: { id: string } }).post.id;
    if (posted.status() !== 429) throw new Error(`posting failed: ${posted.status()} ${await posted.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  throw new Error(`no post in ${thread}`);
}

/** The seeded rows the checks open, and a post in a band's thread. */
export async function seededIds(request: APIRequestContext, fan: APIRequestContext): Promise<Ids> {
  const first = async (url: string, pick: (item: Record<string, string>) => string = (item) => item.id!) => {
    const body = (await (await request.get(url)).json()) as
      | { items?: Record<string, string>[] }
      | Record<string, string>[];
    return pick((Array.isArray(body) ? body : body.items!)[0]!);
  };
  const band = await first("/api/bands?limit=1");
  const session = (await (await fan.get("/api/auth/get-session")).json()) as { user: { id: string } };
  const post = await postIn(fan, `/api/threads/band/${band}/posts`);
  return {
    band,
    artist: await first("/api/discover?type=artist&limit=1", (item) => item.userId ?? item.id!),
    event: await first("/api/events?limit=1"),
    venue: await first("/api/venues?limit=1"),
    blog: await first("/api/blogs"),
    post,
    fan: session.user.id,
  };
}
