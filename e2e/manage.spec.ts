import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createAccount, expect, signIn, test } from "./support";

/**
 * 'My Pages' (issue 12 item 6): a member whose claim an admin approved opens the dashboard from the
 * profile drawer, sees their band's numbers with the table alternative and downloads the CSV; a fan
 * who runs no page has no link and is told so at /manage.
 */

test.describe.configure({ timeout: 120_000 });

const drawer = (page: Page) => page.getByRole("dialog", { name: "Your Profile" });

async function signInNewMember(page: Page) {
  const { email, password } = await createAccount("manager");
  const baseURL = test.info().project.use.baseURL!;
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
}

/** A demo band nobody owns yet, from further down the list than the other specs take theirs. */
async function unownedBand(request: APIRequestContext) {
  const res = await request.get("/api/bands?limit=48");
  const bands = ((await res.json()) as { items: { id: string; name: string }[] }).items.slice(30);
  for (const band of bands) {
    const access = await request.get(`/api/pages/bands/${band.id}/access`);
    if (((await access.json()) as { access: { canClaim: boolean } }).access.canClaim) return band;
  }
  throw new Error("No unowned demo band left");
}

async function adminRequest(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, "admin");
  return page.request;
}

async function openDrawer(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Your Profile" }).click();
  await expect(drawer(page).getByRole("link", { name: "View profile page" })).toBeVisible();
}

test("a band's manager opens My Pages from the drawer, reads the numbers as tables and downloads the CSV", async ({
  page,
  browser,
}) => {
  await signInNewMember(page);
  const band = await unownedBand(page.request);
  const claim = await page.request.post(`/api/pages/bands/${band.id}/claims`, {
    data: { role: "Manager", instagram: "https://instagram.com/our-band" },
  });
  expect(claim.status()).toBe(201);
  const claimId = ((await claim.json()) as { claim: { id: string } }).claim.id;
  const admin = await adminRequest(browser);
  expect((await admin.post(`/api/admin/claims/${claimId}/approve`, { data: {} })).ok()).toBe(true);

  await page.goto("/events");
  await openDrawer(page);
  await drawer(page).getByRole("link", { name: "My Pages" }).click();
  await expect(page).toHaveURL("/manage");
  await expect(page.getByRole("heading", { level: 1, name: "My Pages" })).toBeVisible();
  await expect(page.getByRole("tab", { name: band.name })).toHaveAttribute("aria-selected", "true");

  // The demo crowd follows and screams for every band: real counts, drawn and as a table.
  const followers = page.getByRole("region", { name: "Followers" });
  await expect(followers.getByText(/\d+ following now/)).toBeVisible();
  await expect(followers.getByRole("img", { name: /Followers over the last 90 days/ })).toBeVisible();
  await followers.getByText("Followers by day as a table").click();
  const table = followers.getByRole("table", { name: "Followers at the end of each day (IST)" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(91);
  const screams = page.getByRole("region", { name: "Scream-O-Meter" });
  await screams.getByText("Scream-O-Meter levels as a table").click();
  await expect(screams.getByRole("table").getByRole("row")).toHaveCount(8);
  await expect(page.getByRole("region", { name: "Where fans want you" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Upcoming gigs" })).toBeVisible();

  // The open tables and the charts pass axe (the accessibility spec sees only the empty page).
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`))).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^loudtribe-band-.+\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe('"Section","Item","Value","Last 30 days"');
  expect(csv).toContain('"Followers","Now"');
  expect(csv).not.toMatch(/@[a-z0-9.-]+\.(test|com)/i);

  // A gig of theirs (the band verified, so it goes live) is changed and then cancelled from the list.
  expect((await admin.patch(`/api/pages/bands/${band.id}`, { data: { isVerified: true } })).ok()).toBe(true);
  const gigName = `Dashboard Night ${Date.now().toString(36)}`;
  const announced = await page.request.post("/api/gigs", {
    data: {
      name: gigName,
      venueName: "Antisocial",
      city: "Pune",
      startTime: "2030-03-01T20:00",
      lineup: [{ kind: "band", id: band.id, headliner: true }],
    },
  });
  expect(announced.status()).toBe(201);
  await page.reload();
  const gigs = page.getByRole("list", { name: "Upcoming gigs" });
  await gigs.getByRole("link", { name: `Change or cancel ${gigName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change Gig" })).toBeVisible();
  await page.getByLabel("Start (IST) *").fill("2030-03-02T21:00");
  await page.getByLabel("Venue *").fill("Blue Frog");
  await page.getByLabel("City *").fill("Mumbai");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL("/manage");
  const item = gigs.getByRole("listitem").filter({ hasText: gigName });
  await expect(item).toContainText("Sat, Mar 2, 9:00 PM IST");
  await expect(item).toContainText("Blue Frog, Mumbai");
  await item.getByRole("link", { name: `Change or cancel ${gigName}` }).click();
  await page.getByRole("button", { name: "Cancel this gig" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page).toHaveURL("/manage");
  await expect(item).toContainText("Cancelled");

  // 320 px: the tables open, still no sideways scroll (measured once the 'Gig cancelled' toast is gone).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.setViewportSize({ width: 320, height: 700 });
  await page.screenshot({ path: test.info().outputPath("manage-320.png"), fullPage: true });
  // Polled: a closing dialog or toast may still be animating out for a moment after the cancel.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 })
    .toBeLessThanOrEqual(320);
});

test("a fan who runs no page has no 'My Pages' link, /manage says they manage no page, and a gig's change page refuses them", async ({
  page,
}) => {
  await signInNewMember(page);
  await page.goto("/events");
  await openDrawer(page);
  await expect(drawer(page).getByRole("link", { name: "My Pages" })).toHaveCount(0);
  await page.goto("/manage");
  await expect(page.getByText("You don't manage any page yet.")).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);

  // Someone else's gig: the page says who may change it and shows no form.
  const events = (await (await page.request.get("/api/events?limit=1")).json()) as { items: { id: string }[] };
  await page.goto(`/manage/gigs/${events.items[0]!.id}`);
  await expect(
    page.getByText("Only the managers of this gig's venue or of a band on its line-up can change it."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
});
