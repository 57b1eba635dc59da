import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support";

const NAV_LINKS = [
  { name: "Home", path: "/" },
  { name: "Bands", path: "/artists" },
  { name: "Gigs", path: "/events" },
  { name: "Venues", path: "/venue" },
  { name: "About Us", path: "/about" },
];

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("the bottom navigation lists the five sections and highlights the one you open", { tag: "@desktop" }, async ({
  page,
}) => {
  await page.goto("/");
  const nav = mainNav(page);
  await expect(nav.getByRole("link")).toHaveText(NAV_LINKS.map((l) => l.name));
  for (const { name, path } of NAV_LINKS) {
    await expect(nav.getByRole("link", { name })).toHaveAttribute("href", path);
  }
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Gigs" }).click();
  await expect(page).toHaveURL("/events");
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming Gigs" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Gigs" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test("a detail page keeps its section highlighted", async ({ page }) => {
  await page.goto("/venues/any-venue");
  await expect(mainNav(page).getByRole("link", { name: "Venues" })).toHaveAttribute("aria-current", "page");
  await page.goto("/artists/any-artist");
  await expect(mainNav(page).getByRole("link", { name: "Bands" })).toHaveAttribute("aria-current", "page");
});

test("signed out, the header offers Login and Sign Up", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL("/auth?mode=login");
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();

  await header.getByRole("link", { name: "LoudTribe" }).click();
  await expect(page).toHaveURL("/");
  await header.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL("/auth?mode=signup");
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
});

for (const width of [320, 390]) {
  test(`at ${width} px a fan's header reads 'XP Points: {n}' in full, with nothing cut off`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, "fan");
    await page.goto("/events");
    const header = page.getByRole("banner");
    const xp = header.getByRole("button", { name: /^XP Points: [\d,]+$/ });
    await expect(xp).toBeVisible();
    await expect(xp).toHaveText(/^XP Points: [\d,]+$/);
    // Every control sits inside the screen, and the text is not clipped inside the button.
    for (const control of [
      xp,
      header.getByRole("button", { name: "Your Profile" }),
      header.getByRole("link", { name: "Search" }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await xp.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The mark still links home, by name.
    await expect(header.getByRole("link", { name: "LoudTribe" })).toBeVisible();
  });
}

test("an unknown path shows the 404 page, logs the path and links home", { tag: "@desktop" }, async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  expect(logged).toContain("404 Error: User attempted to access non-existent route: /no/such/page");

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
});

test("the app is dark", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/");
  await expect(mainNav(page)).toBeVisible();
  const luminance = await page.evaluate(() => {
    const [r = 255, g = 255, b = 255] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? []
    ).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  });
  expect(luminance).toBeLessThan(0.02);
});

test("on a phone the bottom navigation never covers the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(mainNav(page)).toBeVisible();
  const { overflow, navHeight, mainPadding } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    navHeight: document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().height,
    mainPadding: parseFloat(getComputedStyle(document.querySelector("main")!).paddingBottom),
  }));
  expect(overflow).toBeLessThanOrEqual(0);
  expect(mainPadding).toBeGreaterThanOrEqual(navHeight);
});

test("the bottom navigation's labels are at least 12 px and grow with the reader's text size", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/");
  const label = mainNav(page).getByText("Venues", { exact: true });
  const size = () => label.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await size()).toBeGreaterThanOrEqual(12);
  // A browser set to 'very large' text: the root size grows, and the labels with it, still on screen.
  await page.evaluate(() => {
    document.documentElement.style.fontSize = "150%";
  });
  expect(await size()).toBeGreaterThanOrEqual(18);
  await expect(mainNav(page).getByText("About Us", { exact: true })).toBeInViewport();
});

test("a page that fails to load offers a reload instead of a blank screen", async ({ page }) => {
  await page.route(/\/assets\/about-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/");
  await mainNav(page).getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("alert")).toContainText("Something went wrong");
  await expect(page.getByRole("button", { name: "Reload page" })).toBeVisible();

  // The shell still works: another section renders normally.
  await mainNav(page).getByRole("link", { name: "Gigs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming Gigs" })).toBeVisible();
});
