import type { Page } from "@playwright/test";
import { createAccount, expect, logInWithForm, test } from "./support";

// The 'mobile' project's 390 px viewport (playwright.config.ts).
const header = (page: Page) => page.getByRole("banner");
const xpButton = (page: Page, points: number) => header(page).getByRole("button", { name: `XP Points: ${points}` });

/** Edit Profile from the header's profile drawer, as a fan would; the drawer is closed afterwards. */
async function editProfile(page: Page, edit: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await header(page).getByRole("button", { name: "Your Profile" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await edit(dialog);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated!")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** The XP Club's 'Leaderboard' link. */
async function openLeaderboard(page: Page, points: number) {
  await xpButton(page, points).click();
  await page.getByRole("dialog").getByRole("link", { name: "Leaderboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leaderboard" })).toBeVisible();
}

test("a fan earns XP, finds themselves on 'This week', hides and disappears", async ({ page }) => {
  test.slow();
  const suffix = Math.random().toString(36).slice(2, 8);
  const name = `Board Fan ${suffix}`;
  // A city of their own: the board defaults to it, so the fan is alone on it whoever else ran.
  const city = `Rankpur ${suffix}`;
  const { email, password } = await createAccount("leaderboard");
  await page.goto("/auth?mode=login");
  await logInWithForm(page, email, password);
  await expect(xpButton(page, 10)).toBeVisible();
  // Earn: reading the mission pays 5 XP on top of sign-up's 10.
  await page.getByRole("navigation").getByRole("link", { name: "About Us" }).click();
  await expect(xpButton(page, 15)).toBeVisible();

  await editProfile(page, async (dialog) => {
    await dialog.getByLabel("Display Name").fill(name);
    await dialog.getByRole("combobox", { name: "City" }).fill(city);
    await dialog.getByLabel("Display Name").click();
  });

  await openLeaderboard(page, 15);
  await expect(page.getByRole("tab", { name: "This week" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue(city);
  const own = page.getByRole("list", { name: "Top fans" }).getByRole("listitem").filter({ hasText: name });
  await expect(own).toHaveAttribute("aria-current", "true");
  await expect(own).toContainText("#1");
  await expect(own).toContainText("15 XP");
  // Nothing overflows sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await editProfile(page, async (dialog) => {
    const toggle = dialog.getByRole("switch", { name: "Show me on leaderboards" });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
  });
  await page.getByRole("navigation").getByRole("link", { name: "Home" }).click();
  await openLeaderboard(page, 15);
  await expect(page.getByText("No one has earned XP here yet. Be the first!")).toBeVisible();
  const allIndia = page.waitForResponse(
    (res) => res.url().includes("/api/leaderboard?") && !res.url().includes("city=") && res.ok(),
  );
  await page.getByRole("button", { name: "All of India" }).click();
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("");
  const body = await (await allIndia).json();
  expect(body.me).toBeNull();
  const me = await (await page.request.get("/api/me")).json();
  expect(body.rows.map((row: { userId: string }) => row.userId)).not.toContain(me.user.id);
  await expect(page.getByText(name)).toHaveCount(0);
});
