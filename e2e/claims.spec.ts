import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createAccount, expect, signIn, test } from "./support";

/**
 * Page managers (issue 12): a member claims a band, the admin approves it in the Claims tab, and the
 * member edits the band's bio through 'Edit Page'; a manager of another band sees no 'Edit Page' and
 * the API refuses them.
 */

test.describe.configure({ timeout: 90_000 });

type Access = { hasOwner: boolean; canClaim: boolean };

/** Signs a fresh member in on this page's browser context (the session cookie is shared with page.request). */
async function signInNewMember(page: Page, prefix: string) {
  const { email, password } = await createAccount(prefix);
  const baseURL = test.info().project.use.baseURL!;
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
}

/** Bands nobody owns yet, from the end of the demo list (other specs use the first ones). */
async function unownedBands(request: APIRequestContext, count: number) {
  const res = await request.get("/api/bands?limit=48");
  const bands = ((await res.json()) as { items: { id: string; name: string }[] }).items.reverse();
  const found: { id: string; name: string }[] = [];
  for (const band of bands) {
    const access = await request.get(`/api/pages/bands/${band.id}/access`);
    if (((await access.json()) as { access: Access }).access.canClaim) found.push(band);
    if (found.length === count) break;
  }
  expect(found).toHaveLength(count);
  return found;
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, "admin");
  return page;
}

test("a member claims a band, the admin approves, the member edits the bio; another band's manager is refused", async ({
  page,
  browser,
}) => {
  await signInNewMember(page, "claimer");
  const [band, otherBand] = await unownedBands(page.request, 2);

  await page.goto(`/bands/${band!.id}`);
  await page.getByRole("button", { name: "Claim this page" }).click();
  const dialog = page.getByRole("dialog", { name: `Claim ${band!.name}` });
  await dialog.getByLabel("Your role").fill("Manager");
  await dialog.getByLabel("Contact phone (optional)").fill("+91 98200 12345");
  await dialog.getByLabel("Instagram link").fill("https://instagram.com/our-band");
  await dialog.getByLabel("Message for the admins (optional)").fill("I book all our shows.");
  await dialog.getByRole("button", { name: "Send Claim" }).click();
  await expect(page.getByText("Your claim is under review")).toBeVisible();

  const admin = await adminPage(browser);
  await admin.goto("/admin/band-approvals?tab=claims");
  const card = admin.getByRole("article", { name: band!.name });
  await expect(card.getByText("I book all our shows.")).toBeVisible();
  await card.getByRole("button", { name: `Approve ${band!.name}` }).click();
  await expect(admin.getByText(`The member now manages ${band!.name} and has been notified.`)).toBeVisible();

  await page.reload();
  await page.getByRole("link", { name: "Edit Page" }).click();
  await expect(page).toHaveURL(`/bands/${band!.id}/edit`);
  await expect(page.getByLabel("Featured")).toHaveCount(0);
  const bio = "Four friends from Pune who play loud on Fridays.";
  await page.getByLabel("Bio").fill(bio);
  await page.getByRole("button", { name: "Update Band" }).click();
  await expect(page).toHaveURL(`/bands/${band!.id}`);
  await expect(page.getByText(bio)).toBeVisible();
  // The owner runs the page's team from the page.
  await page.getByRole("button", { name: "Page Team" }).click();
  await expect(page.getByRole("dialog", { name: "Page Team" }).getByText("· Owner")).toBeVisible();
  await page.keyboard.press("Escape");

  // A member who manages another band: no 'Edit Page' here, and the API says no.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const rival = await other.newPage();
  await signInNewMember(rival, "rival");
  const claim = await rival.request.post(`/api/pages/bands/${otherBand!.id}/claims`, {
    data: { role: "Manager", website: "https://rival.example.in" },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(claim.status()).toBe(201);
  const { claim: sent } = (await claim.json()) as { claim: { id: string } };
  const approved = await admin.request.post(`/api/admin/claims/${sent.id}/approve`, {
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(approved.status()).toBe(200);

  await rival.goto(`/bands/${otherBand!.id}`);
  await expect(rival.getByRole("link", { name: "Edit Page" })).toBeVisible();
  const access = await rival.request.get(`/api/pages/bands/${band!.id}/access`);
  expect((await access.json()) as object).toMatchObject({ access: { canEdit: false, canClaim: false } });
  await rival.goto(`/bands/${band!.id}`);
  await expect(rival.getByRole("heading", { name: band!.name, exact: true })).toBeVisible();
  await expect(rival.getByRole("button", { name: "Share" })).toBeVisible();
  await expect(rival.getByRole("link", { name: "Edit Page" })).toHaveCount(0);
  await expect(rival.getByRole("button", { name: "Claim this page" })).toHaveCount(0);
  const refused = await rival.request.patch(`/api/pages/bands/${band!.id}`, {
    data: { bio: "Taken over" },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(refused.status()).toBe(403);
  await other.close();
  await admin.context().close();
});
