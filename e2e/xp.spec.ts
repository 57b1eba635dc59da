import type { Page } from "@playwright/test";
import { createAccount, expect, logInWithForm, test } from "./support";

const header = (page: Page) => page.getByRole("banner");
const xpButton = (page: Page, points: number | string) =>
  header(page).getByRole("button", { name: `XP Points: ${points}` });
const club = (page: Page) => page.getByRole("dialog");

test("a new fan opens the XP Club, reads the matrix, and earns the mission XP live, once", async ({
  page,
  context,
}) => {
  // Two tabs and a live update: longer than one page's story.
  test.slow();
  const { email, password } = await createAccount("xp");
  await page.goto("/auth?mode=login");
  await logInWithForm(page, email, password);
  // Sign-up paid 'Email Registration'.
  await expect(xpButton(page, 10)).toBeVisible();

  await xpButton(page, 10).click();
  await expect(club(page).getByRole("heading", { name: "WELCOME TO XP CLUB" })).toBeVisible();
  await expect(club(page).getByText("Earn XP Points to level up")).toBeVisible();
  await expect(club(page).getByText("You are here")).toBeVisible();
  await expect(club(page).getByRole("progressbar", { name: "Progress to level 2" })).toHaveAttribute(
    "aria-valuenow",
    "20",
  );
  await expect(club(page).getByText("40 XP")).toBeVisible();

  await club(page).getByRole("button", { name: "Learn more" }).click();
  const matrix = club(page).getByRole("table");
  await expect(matrix.getByRole("row", { name: "Read mission 5" })).toBeVisible();
  await expect(matrix.getByRole("row", { name: "Email Registration 10" })).toBeVisible();
  await club(page).getByRole("button", { name: "Back" }).click();
  await club(page).getByRole("button", { name: "EXPLORE BENEFITS" }).click();
  await expect(club(page).getByText("Coming Soon")).toBeVisible();
  await club(page).getByRole("button", { name: "Back" }).click();
  await expect(club(page).getByRole("heading", { name: "WELCOME TO XP CLUB" })).toBeVisible();
  await page.keyboard.press("Escape");

  // A second tab stays on the home page: its header must rise by itself, over the live channel.
  const other = await context.newPage();
  await other.goto("/", { waitUntil: "domcontentloaded" });
  await expect(xpButton(other, 10)).toBeVisible();

  await page.getByRole("navigation").getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByText("Welcome to the Tribe!").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "You earned 5 XP for reading our mission." })).toBeVisible();
  await expect(xpButton(page, 15)).toBeVisible();
  await expect(xpButton(other, 15)).toBeVisible();
  // The gain is said to screen readers in both tabs, the one without a toast too.
  for (const tab of [page, other]) {
    await expect(tab.getByRole("status").filter({ hasText: "+5 XP. You now have 15 XP Points." })).toBeAttached();
  }

  // Later visits: no banner, no second reward.
  const [revisit] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith("/api/xp/mission")),
    page.reload(),
  ]);
  expect(await revisit.json()).toEqual({ xp: { awarded: false, reason: "already_paid" } });
  await expect(page.getByRole("heading", { name: "Who We Are" })).toBeVisible();
  await expect(xpButton(page, 15)).toBeVisible();
  await expect(page.getByText("You earned 5 XP for reading our mission.")).toHaveCount(0);
  await expect(page.getByText("Welcome to the Tribe!")).toHaveCount(0);
  await expect(xpButton(other, 15)).toBeVisible();
});

test("a visitor reads the About page and is invited to join", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why It Matters" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Who We Are" }).getByRole("listitem")).toHaveCount(4);
  await page.getByRole("link", { name: "Join the tribe" }).click();
  await expect(page).toHaveURL("/auth?mode=signup");
});
