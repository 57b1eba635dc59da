import { expect, test } from "./support";

// The installable app and its service worker (docs/decisions/pwa.md); every other spec blocks it.
test.use({ serviceWorkers: "allow" });

/** Waits until the service worker controls the page (it takes over on its first visit). */
async function controlledByServiceWorker(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

test("the app is installable: a manifest with icons, and a service worker in control", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: "LoudTribe", start_url: "/", display: "standalone" });
  expect(manifest.theme_color).toMatch(/^#/);
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of icons) expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  await controlledByServiceWorker(page);
});

test("a page visited once opens offline, with the offline banner; an unvisited one shows the offline page", async ({
  page,
  context,
}) => {
  await page.goto("/bands");
  await controlledByServiceWorker(page);
  const firstBand = page.getByRole("main").getByRole("heading", { level: 3 }).first();
  const bandName = (await firstBand.textContent())!.trim();
  await firstBand.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: bandName })).toBeVisible();
  // A full load of the band page while online puts it in the phone's page cache.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: bandName })).toBeVisible();
  const bandUrl = page.url();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: bandName })).toBeVisible();
  await expect(page.getByText("You're offline.")).toBeVisible();

  await page.goto("/venue");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  // The offline page lists what is still available.
  await expect(page.getByRole("link", { name: new RegExp(bandName) })).toBeVisible();

  await context.setOffline(false);
  await page.goto(bandUrl);
  await expect(page.getByText("You're offline.")).toBeHidden();
});

test("an API answer from a newer build offers a reload, which lands on the new build", async ({ page }) => {
  await page.goto("/");
  await controlledByServiceWorker(page);
  const serverBuild = (await (await page.request.get("/version.json")).json()).build as string;
  expect(await page.locator('meta[name="loudtribe-build"]').getAttribute("content")).toBe(serverBuild);
  const prompt = page.getByText("A new version of LoudTribe is available.");
  // Same build on both sides: no prompt.
  await page.getByRole("navigation").getByRole("link", { name: "Bands" }).first().click();
  await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(prompt).toBeHidden();

  // This tab now runs an older build than the server (as after a deploy).
  await page.evaluate(() => {
    document.querySelector('meta[name="loudtribe-build"]')!.setAttribute("content", "an-older-build");
  });
  await page.getByRole("navigation").getByRole("link", { name: "Gigs" }).first().click();
  await expect(prompt).toBeVisible();
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.locator('meta[name="loudtribe-build"]')).toHaveAttribute("content", serverBuild);
  await expect(prompt).toBeHidden();
});
