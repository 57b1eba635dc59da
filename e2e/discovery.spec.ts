import type { Page } from "@playwright/test";
import { eventBucket } from "../src/shared/events-order";
import { expect, signIn, test } from "./support";
import { getJson } from "./support/acts";

const section = (page: Page, name: string) =>
  page
    .getByRole("region", { name })
    .or(page.locator("section", { has: page.getByRole("heading", { name, exact: true }) }));

test("home → a featured band → one of its gigs → the gig's venue → the blog → a post", async ({ page }) => {
  // Six pages in one story.
  test.setTimeout(90_000);
  await signIn(page, "fan");
  await page.goto("/");
  await expect(section(page, "Upcoming Gigs").first().getByRole("listitem")).toHaveCount(4);
  const featured = section(page, "Featured Bands").first();
  const firstBand = featured.getByRole("article").first();
  const bandName = (await firstBand.getByRole("heading").textContent())!.trim();
  await firstBand.getByRole("link", { name: bandName, exact: true }).click();
  await expect(page).toHaveURL(/\/bands\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: bandName })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole("tab", { name: "Gigs & Highlights" }).click();
  const gigLink = page
    .getByRole("region", { name: "Upcoming gigs", exact: true })
    .getByRole("link", { name: /^(?!Gossip about |Get Tickets for )/ })
    .first();
  // The card's link is named by all it shows (name, venue, date); its heading is the gig's name.
  const gigName = (await gigLink.getByRole("heading").textContent())!.trim();
  await gigLink.click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: gigName })).toBeVisible();
  await expect(page.getByRole("heading", { name: "About This Gig" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Line-up" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Who's Going \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText(/^\d{1,2}:\d{2} (AM|PM) IST$/)).toBeVisible();
  const book = page.getByRole("link", { name: "Book Ticket" });
  if (await book.count()) {
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", /noopener/);
  }

  const venueLink = page.getByRole("definition").getByRole("link").first();
  const venueName = (await venueLink.textContent())!.trim();
  await venueLink.click();
  await expect(page).toHaveURL(/\/venues\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: venueName })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Venue Comments" })).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await section(page, "Latest from the Blog").first().getByRole("link", { name: "View All" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "LoudTribe Blog" })).toBeVisible();
  const post = page.getByRole("main").getByRole("listitem").first().getByRole("link");
  const title = (await post.getByRole("heading").textContent())!.trim();
  await post.click();
  await expect(page).toHaveURL(/\/blog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL("/blog");
});

test("an artist card stacks Scream and Gossip on a phone's two-column grid and puts them side by side when it has the room", async ({
  page,
}) => {
  await page.goto("/artists");
  const card = page.getByRole("main").getByRole("article").first();
  const boxes = async () => {
    const scream = (await card.getByRole("link", { name: /^Scream for / }).boundingBox())!;
    const gossip = (await card.getByRole("link", { name: /^Gossip about / }).boundingBox())!;
    return { scream, gossip };
  };
  // 390 px: two cards a row, each too narrow for both buttons on one line.
  let { scream, gossip } = await boxes();
  expect(gossip.y).toBeGreaterThanOrEqual(scream.y + scream.height);
  expect(Math.round(gossip.x)).toBe(Math.round(scream.x));
  await page.setViewportSize({ width: 1280, height: 800 });
  ({ scream, gossip } = await boxes());
  expect(Math.round(gossip.y)).toBe(Math.round(scream.y));
  expect(gossip.x).toBeGreaterThanOrEqual(scream.x + scream.width);
});

test("Gossip on a gig card opens the gig's chat", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto("/events");
  await page
    .getByRole("link", { name: /^Gossip about / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}#chat$/);
  await expect(page.getByRole("heading", { name: "Gig Chat" })).toBeInViewport();
});

test("the gig list filters by location, kept in the URL", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming Gigs" })).toBeVisible();
  await page.getByRole("combobox", { name: "Location" }).click();
  await page.getByRole("option", { name: "Pune" }).click();
  await expect(page).toHaveURL(/[?&]city=Pune/);
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain(", Pune");
});

type ListedGig = { id: string; city: string | null; startTime: string | null };

/** A past gig that the first page of its city's list shows (that list is upcoming, undated, then past). */
async function pastGigOnFirstPage(page: Page): Promise<ListedGig & { city: string }> {
  const cities = await getJson<{ items: string[] }>(page, "/api/events/cities");
  for (const city of cities.items) {
    const { items } = await getJson<{ items: ListedGig[] }>(
      page,
      `/api/events?city=${encodeURIComponent(city)}&limit=12`,
    );
    const past = items.find((gig) => eventBucket(gig.startTime) === "past");
    if (past) return { ...past, city };
  }
  throw new Error("no city lists a past gig on its first page");
}

test("a past gig's card says 'Past' and sells no tickets; an upcoming one does", async ({ page }) => {
  const past = await pastGigOnFirstPage(page);
  await page.goto(`/events?city=${encodeURIComponent(past.city)}`);
  const cardOf = (id: string) =>
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="/events/${id}"]`) });
  const pastCard = cardOf(past.id);
  await expect(pastCard.getByText("Past", { exact: true })).toBeVisible();
  await expect(pastCard.getByRole("link", { name: /^Gossip about / })).toBeVisible();
  await expect(pastCard.getByRole("link", { name: /^Get Tickets/ })).toHaveCount(0);

  const [next] = (await getJson<{ items: ListedGig[] }>(page, "/api/events?upcoming=true&limit=1")).items;
  expect(next && eventBucket(next.startTime)).toBe("upcoming");
  await page.goto("/events");
  const upcomingCard = cardOf(next!.id);
  await expect(upcomingCard.getByRole("link", { name: /^Get Tickets for / })).toBeVisible();
  await expect(upcomingCard.getByText("Past", { exact: true })).toHaveCount(0);
});

test("the venue list filters by location", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto("/venue");
  await expect(page.getByRole("heading", { level: 1, name: "Discover Venues" })).toBeVisible();
  await page.getByRole("combobox", { name: "Location" }).click();
  await page.getByRole("option", { name: "Shillong" }).click();
  await expect(page).toHaveURL(/[?&]location=Shillong/);
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain("Shillong");
});

test("a signed-in fan suggests a gig for review; a visitor is asked to sign up", async ({ page }) => {
  await page.goto("/events");
  await page.getByRole("button", { name: "Add your Gig" }).click();
  await expect(page.getByRole("dialog", { name: "Sign Up Required" })).toBeVisible();
  await page.getByRole("button", { name: "Continue Browsing" }).click();

  await signIn(page, "fan");
  await page.reload();
  await page.getByRole("button", { name: "Add your Gig" }).click();
  const dialog = page.getByRole("dialog", { name: "Add your Gig" });
  await dialog.getByRole("button", { name: "Submit Gig" }).click();
  await expect(dialog.getByText("Gig name is required")).toBeVisible();
  await dialog.getByLabel("Gig name", { exact: true }).fill("Rooftop Sessions Vol. 3");
  await dialog.getByLabel("Venue", { exact: true }).fill("The Loudbox");
  await dialog.getByLabel("City", { exact: true }).fill("Mumbai");
  await dialog.getByLabel("Starts (IST)", { exact: true }).fill("2030-01-15T19:30");
  await dialog.getByRole("button", { name: "Submit Gig" }).click();
  await expect(page.getByText("Gig Submitted Successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
});

/**
 * Every request the page makes for `path` (the page's own record) and every live connection it opens,
 * from now on. A 404 is not asked again (000 §9) and a page that is not there follows no live topic.
 */
function recordRequests(page: Page, path: string) {
  const record = { asked: 0, live: [] as string[] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === path) record.asked += 1;
    if (url.pathname === "/api/realtime") record.live.push(decodeURIComponent(url.search));
  });
  return record;
}

const MISSING_ID = "00000000-0000-4000-8000-00000000dead";

for (const viewer of ["visitor", "fan"] as const) {
  test(`a missing gig page asks for the gig once and follows nothing live (${viewer})`, async ({ page }) => {
    if (viewer === "fan") await signIn(page, "fan");
    const record = recordRequests(page, `/api/events/${MISSING_ID}`);
    await page.goto(`/events/${MISSING_ID}`);
    await expect(page.getByRole("heading", { level: 1, name: "Gig Not Found" })).toBeVisible();
    // Until the network is quiet: a retry or a live connection's refetch would come within it.
    await page.waitForLoadState("networkidle");
    expect(record.asked).toBe(1);
    // A member's own notifications may be live; nothing about the missing gig is.
    expect(record.live.filter((topics) => topics.includes(MISSING_ID))).toEqual([]);
    if (viewer === "visitor") expect(record.live).toEqual([]);
  });
}

test("missing band, artist and venue pages ask for their record once and follow nothing live", async ({ page }) => {
  await signIn(page, "fan");
  const pages = [
    { url: `/bands/${MISSING_ID}`, api: `/api/bands/${MISSING_ID}`, heading: "Band Not Found" },
    { url: `/artists/${MISSING_ID}`, api: `/api/artists/${MISSING_ID}`, heading: "Artist Not Found" },
    { url: `/venues/${MISSING_ID}`, api: `/api/venues/${MISSING_ID}`, heading: "Venue Not Found" },
  ];
  for (const missing of pages) {
    const record = recordRequests(page, missing.api);
    await page.goto(missing.url);
    await expect(page.getByRole("heading", { level: 1, name: missing.heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(record.asked, missing.api).toBe(1);
    expect(record.live.filter((topics) => topics.includes(MISSING_ID))).toEqual([]);
  }
});

test("missing gig, venue and blog post show their not-found views", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto("/events/not-a-gig");
  await expect(page.getByRole("heading", { level: 1, name: "Gig Not Found" })).toBeVisible();
  await expect(page.getByText("The gig you're looking for doesn't exist or has been removed.")).toHaveClass(/text-red/);

  await page.goto("/venues/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Venue Not Found" })).toBeVisible();
  await expect(page.getByText("The venue you're looking for doesn't exist or has been removed.")).toBeVisible();

  await page.goto("/blog/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Blog not found" })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Blog Page" }).click();
  await expect(page).toHaveURL("/blog");
});
