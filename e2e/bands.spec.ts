import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support";

/** The demo band whose singer is also a seeded artist (a linked member chip). */
const BAND = "Monsoon Static";
const MEMBER = "Meher Sol";

async function bandId(page: Page, name: string): Promise<string> {
  const res = await page.request.get(`/api/bands?search=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { items: { id: string; name: string }[] };
  return body.items.find((band) => band.name === name)!.id;
}

const cards = (page: Page) => page.getByRole("main").getByRole("article");

// Browsing as the demo fan: a signed-out visitor gets the sign-up prompt after 15 s, over the page.
test.beforeEach(async ({ page }) => {
  await signIn(page, "fan");
});

test("/artists filters by type and genre through the UI, and the URL keeps them on reload", async ({ page }) => {
  // Three filter changes and a reload, each refetching the grid: more than the default 30 s on a busy machine.
  test.slow();
  await page.goto("/artists");
  await expect(page.getByRole("heading", { level: 1, name: "Discover Artists & Bands" })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();

  await page.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Bands" }).click();
  await expect(page).toHaveURL(/[?&]type=band/);
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: "Rock", exact: true }).click();
  await expect(page).toHaveURL(/[?&]genre=Rock/);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Type" })).toHaveText("Bands");
  await expect(page.getByRole("combobox", { name: "Genre" })).toHaveText("Rock");
  await expect(cards(page).first()).toBeVisible();
  // Cards show the primary genre; the filter also matches bands whose second genre is Rock.
  const labels = await cards(page)
    .locator("p", { hasText: /^(Band|Artist)/ })
    .allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).toMatch(/^Band · /);
  expect(labels).toContain("Band · Rock");

  await page.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Music Artists" }).click();
  await expect(page).toHaveURL(/[?&]type=artist/);
  await expect(
    page.getByText("No artists or bands found matching your criteria.").or(cards(page).first()),
  ).toBeVisible();
});

test("a card opens the band, whose page shows its members and the Gigs & Highlights tab", async ({ page }) => {
  await page.goto(`/artists?type=band&search=${encodeURIComponent(BAND)}`);
  await cards(page).getByRole("link", { name: BAND, exact: true }).click();
  await expect(page).toHaveURL(/\/bands\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: BAND })).toBeVisible();
  // Both the 'Key members' line and the member chips link the member to their artist page.
  const memberLinks = page.getByRole("main").getByRole("link", { name: new RegExp(`^${MEMBER}`) });
  await expect(memberLinks).toHaveCount(2);
  for (const link of await memberLinks.all()) await expect(link).toHaveAttribute("href", /^\/artists\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("region", { name: "Scream-O-Meter" })).toBeVisible();

  await expect(page.getByRole("tab", { name: "Tribe Gossip" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Gigs & Highlights" }).click();
  await expect(page.getByRole("heading", { name: "Upcoming Gigs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fan Pics" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Past Performances" })).toBeVisible();
  const upcoming = page.getByRole("region", { name: "Upcoming gigs" });
  await expect(upcoming.getByRole("link").first()).toHaveAttribute("href", /^\/events\/[0-9a-f-]{36}/);
});

test("the band tabs work from the keyboard: one Tab stop, arrow keys, Home and End", async ({ page }) => {
  await page.goto(`/bands/${await bandId(page, BAND)}`);
  const gossip = page.getByRole("tab", { name: "Tribe Gossip" });
  const gigs = page.getByRole("tab", { name: "Gigs & Highlights" });
  // Only the open tab is in the Tab order; it names the panel it controls.
  await expect(gossip).toHaveAttribute("tabindex", "0");
  await expect(gigs).toHaveAttribute("tabindex", "-1");
  const panel = page.locator(`#${await gossip.getAttribute("aria-controls")}`);
  await expect(panel).toHaveAttribute("role", "tabpanel");
  await expect(panel).toHaveAttribute("aria-labelledby", (await gossip.getAttribute("id"))!);

  await gossip.focus();
  await page.keyboard.press("ArrowRight");
  await expect(gigs).toBeFocused();
  await expect(gigs).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Upcoming Gigs" })).toBeVisible();
  // Past the last tab the arrow wraps round; Home and End go to the ends.
  await page.keyboard.press("ArrowRight");
  await expect(gossip).toBeFocused();
  await expect(gossip).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(gigs).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(gossip).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Upcoming Gigs" })).toBeHidden();
});

test("a hash anchor scrolls to its section after the page loads", async ({ page }) => {
  const id = await bandId(page, BAND);
  // #fan-art is in the closed tab, whose code downloads when it opens: here it arrives late, after
  // the anchor's 500 ms, and the page still scrolls to it when it appears.
  await page.route(/\/assets\/band-gigs-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(`/bands/${id}#fan-art`);
  const fanArt = page.locator("#fan-art");
  await expect(page.getByRole("tab", { name: "Gigs & Highlights" })).toHaveAttribute("aria-selected", "true");
  await expect(fanArt).toBeInViewport();
  await page.goto(`/bands/${id}#scream-o-meter`);
  await expect(page.locator("#scream-o-meter")).toBeInViewport();
});

test("#step1 hides the tabs (onboarding mode)", async ({ page }) => {
  const id = await bandId(page, BAND);
  await page.goto(`/bands/${id}#step1`);
  await expect(page.getByRole("heading", { level: 1, name: BAND })).toBeVisible();
  await expect(page.getByRole("region", { name: "Scream-O-Meter" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Tribe Gossip" })).toHaveCount(0);
});

test("a bad band id shows 'Band Not Found'", async ({ page }) => {
  await page.goto("/bands/not-a-band");
  await expect(page.getByRole("heading", { level: 1, name: "Band Not Found" })).toBeVisible();
  await expect(page.getByText("Band not found", { exact: true })).toBeVisible();
});

test("the artist page loads from a member chip, with its sections", async ({ page }) => {
  const id = await bandId(page, BAND);
  await page.goto(`/bands/${id}`);
  await page
    .getByRole("region", { name: "Members" })
    .getByRole("link", { name: new RegExp(`^${MEMBER}`) })
    .click();
  await expect(page).toHaveURL(/\/artists\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: MEMBER })).toBeVisible();
  await expect(page.getByRole("region", { name: "Scream-O-Meter" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gigs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tribe Gossip" })).toBeVisible();
});

test("a bad artist id says the artist could not be fetched", async ({ page }) => {
  await page.goto("/artists/not-an-artist");
  await expect(page.getByRole("heading", { level: 1, name: "Artist Not Found" })).toBeVisible();
  await expect(page.getByText("Failed to fetch artist details")).toBeVisible();
});

test("/bands searches over name and bio and says when nothing matches", async ({ page }) => {
  await page.goto("/bands");
  await expect(page.getByRole("heading", { level: 1, name: "Discover Bands" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Your Band" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search bands" }).fill("harmonium");
  await expect(page).toHaveURL(/[?&]search=harmonium/);
  await expect(cards(page).getByRole("link", { name: "Saffron Feedback", exact: true })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search bands" }).fill("zzqqxx nothing");
  await expect(page.getByText("No bands found matching your criteria.")).toBeVisible();
});

test("an admin sees Edit Profile on a band page; a fan does not", async ({ page }) => {
  const id = await bandId(page, BAND);
  await page.goto(`/bands/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: BAND })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Profile" })).toHaveCount(0);
  await page.context().clearCookies();
  await signIn(page, "admin");
  await page.reload();
  await expect(page.getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", `/bands/${id}/edit`);
});

test("the discovery grid has 4 columns on a large screen", { tag: "@desktop" }, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "a layout check for the desktop viewport");
  await page.goto("/artists");
  await expect(cards(page).nth(4)).toBeVisible({ timeout: 20_000 });
  const tops = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await cards(page).nth(i).boundingBox())!.y));
  expect(new Set(tops.slice(0, 4)).size).toBe(1);
  expect(tops[4]).toBeGreaterThan(tops[0]!);
});
