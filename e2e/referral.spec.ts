import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createAccount, expect, logInWithForm, test, uniqueEmail, waitForMail } from "./support";

const PASSWORD = "violet-tabla-42";
const header = (page: Page) => page.getByRole("banner");
const claimBands = (page: Page, n: number) => page.getByRole("button", { name: `Claim your avatar (${n}/3)` });
const band = (page: Page, name: string) => page.getByRole("main").getByRole("button", { name, exact: true });
const registration = (referrerId: string, code: string, step: number) =>
  `/profile/${referrerId}/${code}/registration${step}`;

test("a friend joins through a referral link: 3 bands, an alter ego, sign-up, and the referrer is paid", async ({
  page,
  browser,
}) => {
  // Two people, three steps with reloads, a mail and a sign-in.
  test.slow();
  // The referrer: a fresh fan (10 XP for signing up), signed in on their own device.
  const referrer = await createAccount("referrer");
  const referrerPage = await (await browser.newContext()).newPage();
  await referrerPage.goto("/auth?mode=login");
  await logInWithForm(referrerPage, referrer.email, referrer.password);
  await expect(header(referrerPage).getByRole("button", { name: "XP Points: 10" })).toBeVisible();
  const session = await (await referrerPage.request.get("/api/auth/get-session")).json();
  const referrerId: string = session.user.id;
  const code = randomUUID();

  // Later steps without the earlier ones' data go back to the first step.
  await page.goto(registration(referrerId, code, 3));
  await expect(page).toHaveURL(registration(referrerId, code, 1));
  await page.goto(registration(referrerId, code, 2));
  await expect(page).toHaveURL(registration(referrerId, code, 1));

  // registration1: exactly three bands.
  await expect(page.getByRole("heading", { level: 1, name: "Pick Your Top 3 Bands" })).toBeVisible();
  await expect(page.getByText("Selected: 0/3")).toBeVisible();
  await expect(claimBands(page, 0)).toBeDisabled();
  await page.getByLabel("Search bands").fill("Bandra");
  await band(page, "Bandra Basement Club").click();
  await expect(band(page, "Bandra Basement Club")).toHaveAttribute("aria-pressed", "true");
  await expect(band(page, "Backwater Bloom")).toBeHidden();
  await page.getByLabel("Search bands").fill("");
  await band(page, "Backwater Bloom").click();
  await expect(claimBands(page, 2)).toBeDisabled();
  await band(page, "Biryani Breakbeats").click();
  await expect(page.getByText("Selected: 3/3")).toBeVisible();
  await expect(claimBands(page, 3)).toBeEnabled();
  // A fourth cannot be added; a pick toggles off.
  await expect(band(page, "Blue Line Bandits")).toBeDisabled();
  await band(page, "Biryani Breakbeats").click();
  await expect(band(page, "Biryani Breakbeats")).toHaveAttribute("aria-pressed", "false");
  await expect(claimBands(page, 2)).toBeDisabled();
  await band(page, "Blue Line Bandits").click();

  await page.reload();
  await expect(page.getByText("Selected: 3/3")).toBeVisible();
  for (const name of ["Bandra Basement Club", "Backwater Bloom", "Blue Line Bandits"]) {
    await expect(band(page, name)).toHaveAttribute("aria-pressed", "true");
  }
  await claimBands(page, 3).click();

  // registration2: the alter ego.
  await expect(page).toHaveURL(registration(referrerId, code, 2));
  await expect(page.getByRole("heading", { level: 1, name: "Pick your Tribe alter ego" })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(registration(referrerId, code, 2));
  const claimName = page.getByRole("button", { name: "👀 Claim this avatar!" });
  await expect(claimName).toBeDisabled();
  const choice = page.getByRole("radio").first();
  const alterEgo = (await choice.textContent())!.trim();
  await choice.click();
  await claimName.click();

  // registration3: the summary and the form, with every message of 000 §5.
  await expect(page).toHaveURL(registration(referrerId, code, 3));
  await page.reload();
  const choices = page.getByRole("region", { name: "Your choices" });
  await expect(choices.getByText(alterEgo)).toBeVisible();
  await expect(choices.getByText("3 bands picked")).toBeVisible();
  const join = page.getByRole("button", { name: "🎤 Join the tribe via referral!" });
  await join.click();
  await expect(page.getByText("Required", { exact: true })).toBeVisible();
  await expect(page.getByText("Please select your city")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await join.click();
  await expect(page.getByText("Invalid email")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
  const email = uniqueEmail("referred");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill("violet-tabla-43");
  const city = page.getByRole("combobox", { name: "City" });
  await city.fill("Zzyzx");
  await expect(page.getByText('No cities found. You can still enter "Zzyzx" as your city.')).toBeVisible();
  await city.fill("pun");
  await expect(page.getByRole("option").first()).toContainText("Pune");
  await city.press("ArrowDown");
  await city.press("Enter");
  await expect(city).toHaveValue("Pune");
  await join.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await join.click();

  await expect(page.getByRole("heading", { name: "Welcome to the Tribe!" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome to the Tribe!" })).toBeVisible();
  // A finished registration stays finished.
  await page.goto(registration(referrerId, code, 1));
  await expect(page).toHaveURL(registration(referrerId, code, 3));
  await page.getByRole("button", { name: "Go to Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();

  // Nothing is paid for an address nobody has confirmed yet (issue 16).
  await referrerPage.reload();
  await expect(header(referrerPage).getByRole("button", { name: "XP Points: 10" })).toBeVisible();

  // The confirmation mail signs the new fan in, who already follows the three picks.
  const mail = await waitForMail(email);
  const link = mail.links.find((href) => href.includes("/api/auth/verify-email"))!;
  await page.goto(link);
  await expect(page.getByText("Email confirmed!")).toBeVisible();
  await expect(header(page).getByRole("button", { name: "XP Points: 10" })).toBeVisible();
  await page.goto("/bands");
  await page.getByRole("link", { name: "Bandra Basement Club", exact: true }).click();
  await expect(page.getByRole("button", { name: "Following" }).first()).toBeVisible();

  // Confirmed: the referrer earned 'Referred friend registered' (25 XP).
  await referrerPage.reload();
  await expect(header(referrerPage).getByRole("button", { name: "XP Points: 35" })).toBeVisible();
  await referrerPage.context().close();
});
