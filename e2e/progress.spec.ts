import type { Page } from "@playwright/test";
import { createAccount, expect, logInWithForm, test } from "./support";

// The 'mobile' project's 390 px viewport (playwright.config.ts).
const header = (page: Page) => page.getByRole("banner");
const xpButton = (page: Page, points: number) => header(page).getByRole("button", { name: `XP Points: ${points}` });

/** 'Gig Regular' (RSVP to 5 gigs) in the profile drawer's Badges grid, locked. */
async function gigRegularProgress(page: Page) {
  await header(page).getByRole("button", { name: "Your Profile" }).click();
  const badge = page.getByRole("dialog").getByRole("listitem", { name: "Gig Regular, locked" });
  await expect(badge).toBeVisible();
  return badge.getByRole("progressbar", { name: "Gig Regular progress" });
}

test("a fan RSVPs: a locked badge's bar moves, the gig is under My Gigs and in XP history", async ({ page }) => {
  test.slow();
  const { email, password } = await createAccount("progress");
  await page.goto("/auth?mode=login");
  await logInWithForm(page, email, password);
  await expect(xpButton(page, 10)).toBeVisible();

  const before = await gigRegularProgress(page);
  await expect(before).toHaveAttribute("aria-valuetext", "0 of 5");
  // Signing up paid XP today: the streak has begun.
  await expect(page.getByRole("dialog").getByText("1-day streak")).toBeVisible();
  await page.keyboard.press("Escape");

  const { items } = (await (await page.request.get("/api/events?upcoming=true&limit=1")).json()) as {
    items: { id: string; name: string }[];
  };
  const gig = items[0]!;
  // To the gig the way a fan goes: Gigs, then its card (a client-side page, live at once).
  await page.getByRole("navigation").getByRole("link", { name: "Gigs" }).click();
  await page.getByRole("link").filter({ hasText: gig.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: gig.name })).toBeVisible();
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(page.getByText("RSVP Confirmed!")).toBeVisible();
  await expect(xpButton(page, 20)).toBeVisible();

  const after = await gigRegularProgress(page);
  await expect(after).toHaveAttribute("aria-valuetext", "1 of 5");
  await page.getByRole("dialog").getByRole("link", { name: "View profile page" }).click();
  const upcoming = page.getByRole("list", { name: "Upcoming gigs" });
  await expect(upcoming.getByRole("link").filter({ hasText: gig.name })).toHaveAttribute("href", `/events/${gig.id}`);

  await xpButton(page, 20).click();
  await page.getByRole("dialog").getByRole("button", { name: "XP history" }).click();
  const rsvpLine = page
    .getByRole("list", { name: "XP history" })
    .getByRole("listitem")
    .filter({ hasText: "RSVP Event" });
  await expect(rsvpLine).toContainText("+10 XP");
  await expect(rsvpLine).toContainText(/just now|min ago/);
  await rsvpLine.getByRole("link", { name: gig.name }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${gig.id}$`));
  // Nothing overflows sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
