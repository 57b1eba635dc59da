import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createAccount, expect, signIn, test } from "./support";

/**
 * Managers announce gigs (issue 12 items 4–5): the owner of a verified band announces a gig with a
 * second band on its line-up; it goes live, shows both band cards, and appears on both band pages
 * and in /events.
 */

test.describe.configure({ timeout: 120_000 });

async function signInNewMember(page: Page) {
  const { email, password } = await createAccount("announcer");
  const baseURL = test.info().project.use.baseURL!;
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
}

/** Two bands nobody owns yet, from the middle of the demo list (other specs use its ends). */
async function unownedBands(request: APIRequestContext) {
  const res = await request.get("/api/bands?limit=48");
  const bands = ((await res.json()) as { items: { id: string; name: string }[] }).items.slice(10);
  const found: { id: string; name: string }[] = [];
  for (const band of bands) {
    const access = await request.get(`/api/pages/bands/${band.id}/access`);
    if (((await access.json()) as { access: { canClaim: boolean } }).access.canClaim) found.push(band);
    if (found.length === 2) break;
  }
  expect(found).toHaveLength(2);
  return found as [{ id: string; name: string }, { id: string; name: string }];
}

async function adminRequest(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, "admin");
  return page.request;
}

test("a band's owner announces a gig with two bands in the line-up; it shows on both band pages", async ({
  page,
  browser,
}) => {
  await signInNewMember(page);
  const [band, otherBand] = await unownedBands(page.request);

  // The member owns the band (claim approved) and the band is verified, so its gigs go live at once.
  const claim = await page.request.post(`/api/pages/bands/${band.id}/claims`, {
    data: { role: "Manager", instagram: "https://instagram.com/our-band" },
  });
  expect(claim.status()).toBe(201);
  const claimId = ((await claim.json()) as { claim: { id: string } }).claim.id;
  const admin = await adminRequest(browser);
  expect((await admin.post(`/api/admin/claims/${claimId}/approve`, { data: {} })).ok()).toBe(true);
  expect((await admin.patch(`/api/pages/bands/${band.id}`, { data: { isVerified: true } })).ok()).toBe(true);

  await page.goto(`/bands/${band.id}`);
  await page.getByRole("link", { name: "Announce a Gig" }).click();
  await expect(page).toHaveURL(`/bands/${band.id}/announce-gig`);
  const name = `Monsoon Double Bill ${Date.now().toString(36)}`;
  await page.getByLabel("Gig Name *").fill(name);
  await page.getByLabel("Venue *").fill("Antisocial");
  await page.getByLabel("City *").fill("Pune");
  await page.getByLabel("Start (IST) *").fill("2030-02-14T20:00");
  await page.getByLabel("Ticket Price").fill("₹499");
  // The band is on the line-up already; add the second band by search.
  await expect(
    page.getByRole("list", { name: "Line-up" }).getByRole("button", { name: `Remove ${band.name}` }),
  ).toBeVisible();
  await page.getByLabel("Add a band or artist").fill(otherBand.name);
  await page
    .getByRole("button", { name: `Add ${otherBand.name}` })
    .first()
    .click();
  await page.getByRole("button", { name: "Announce Gig" }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const bandCards = page.getByRole("list", { name: "Bands" });
  await expect(bandCards.getByRole("link")).toHaveCount(2);
  await expect(bandCards.getByRole("link", { name: new RegExp(otherBand.name) })).toBeVisible();

  for (const act of [band, otherBand]) {
    await page.goto(`/bands/${act.id}`);
    await page.getByRole("tab", { name: "Gigs & Highlights" }).click();
    await expect(page.getByText(name).first()).toBeVisible();
  }

  // And in the gig list for its city (upcoming in date order: a 2030 gig may be past the first page).
  await page.goto("/events?city=Pune");
  const listed = page.getByRole("main").getByText(name, { exact: true });
  for (let more = 0; more < 5 && !(await listed.isVisible()); more++) {
    const loadMore = page.getByRole("button", { name: "Load more gigs" });
    if (!(await loadMore.isVisible())) break;
    await loadMore.click();
    await expect(page.getByRole("button", { name: "Loading..." })).toHaveCount(0);
  }
  await expect(listed).toBeVisible();

  // A fan (no page of theirs on the gig) is refused by the server.
  await page.context().clearCookies();
  await signIn(page, "fan");
  const refused = await page.request.post("/api/gigs", {
    data: {
      name: "Not mine",
      venueName: "X",
      city: "Pune",
      startTime: "2030-02-15T20:00",
      lineup: [{ kind: "band", id: band.id }],
    },
  });
  expect(refused.status()).toBe(403);
});
