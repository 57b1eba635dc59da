import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support";

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/${name}-${page.viewportSize()!.width}.png`, fullPage: false });

async function firstBand(page: Page) {
  const { items } = (await (await page.request.get("/api/bands?limit=24")).json()) as { items: { id: string }[] };
  return items[3]!.id;
}
async function firstGig(page: Page) {
  const { items } = (await (await page.request.get("/api/events?upcoming=true&limit=5")).json()) as { items: { id: string }[] };
  return items[1]!.id;
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`screens ${viewport.width}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, "fan");
    const band = await firstBand(page);
    await page.goto(`/bands/${band}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    await shot(page, "band-top");
    await page.locator("#scream-o-meter").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Scream!" }).click().catch(() => undefined);
    await page.getByRole("button", { name: "Scream!" }).click().catch(() => undefined);
    await shot(page, "band-meter");
    await page.getByLabel("Your post").fill("Caught them live at NH7 — check https://example.com/setlist <script>alert(1)</script>");
    await page.getByRole("button", { name: "Add GIF" }).click();
    await page.locator("#band-chat").scrollIntoViewIfNeeded();
    await shot(page, "band-composer");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByRole("article", { name: /Post by/ }).first()).toBeVisible();
    await page.waitForTimeout(1500);
    await page.getByRole("article", { name: /Post by/ }).first().scrollIntoViewIfNeeded();
    await shot(page, "band-chat");
    await page.getByRole("article", { name: /Post by/ }).first().getByRole("link", { name: /comment/ }).click();
    await page.getByLabel("Your comment").fill("Totally agree!");
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    await page.waitForTimeout(3500);
    await page.getByRole("article", { name: /Comment by/ }).first().getByRole("button", { name: "Reply" }).click();
    await page.getByLabel("Your reply").fill("Same here");
    await page.getByRole("form", { name: /Reply to/ }).getByRole("button", { name: "Reply", exact: true }).click();
    await page.waitForTimeout(1500);
    await shot(page, "post-thread");
    await page.goto(`/bands/${band}#fan-art`);
    await page.waitForTimeout(1500);
    await shot(page, "band-fan-art");
    const gig = await firstGig(page);
    await page.goto(`/events/${gig}`);
    await page.waitForTimeout(1500);
    await shot(page, "gig-top");
    await page.getByRole("button", { name: /Add to Calendar|In Your Calendar/ }).click();
    await shot(page, "gig-calendar-menu");
    await page.getByRole("menuitem", { name: "Subscribe to my gigs…" }).click();
    await page.getByRole("button", { name: /Get My Feed Link|Make a New Link/ }).click();
    await page.waitForTimeout(800);
    await shot(page, "gig-feed-dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Share" }).click();
    await shot(page, "gig-share-menu");
  });
}

test("signed-out band meter", async ({ page }) => {
  const band = await firstBand(page);
  await page.goto(`/bands/${band}#scream-o-meter`);
  await page.waitForTimeout(2000);
  await shot(page, "band-signed-out");
});
