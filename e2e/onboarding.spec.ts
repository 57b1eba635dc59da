import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail, waitForMail } from "./support";

const BAND = "Monsoon Static";
const PASSWORD = "violet-tabla-42";
const STEP_URL = (step: number) => new RegExp(`/onboarding/band/[0-9a-f-]{36}/[0-9a-f-]{36}/step${step}$`);

async function bandId(page: Page, name: string): Promise<string> {
  const res = await page.request.get(`/api/bands?search=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { items: { id: string; name: string }[] };
  return body.items.find((band) => band.name === name)!.id;
}

test("a visitor votes on a band page with #step1, picks an alter ego, joins, confirms by mail and lands on step 4 with 50 XP", async ({
  page,
}) => {
  // Four steps, a reload at each, a mail and a sign-in by link: a long story on a busy machine.
  test.slow();
  const id = await bandId(page, BAND);
  await page.goto(`/bands/${id}#step1`);
  await page.getByRole("button", { name: "Scream!" }).click();
  await page.getByRole("button", { name: "Submit Vote" }).click();

  // Step 2: the vote started a session and was saved with it.
  await expect(page).toHaveURL(STEP_URL(2));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Pick your Tribe alter ego" })).toBeVisible();
  const claim = page.getByRole("button", { name: "👀 Claim this avatar!" });
  const names = page.getByRole("radiogroup", { name: "Pick your alter ego" }).getByRole("radio");
  await expect(names).toHaveCount(3);
  const before = await names.allTextContents();
  await page.getByRole("button", { name: "Refresh until Awesome" }).click();
  await expect.poll(() => names.allTextContents()).not.toEqual(before);
  await expect(claim).toBeDisabled();
  const name = (await names.first().textContent())!.trim();
  expect(name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{1,3}$/);
  await names.first().click();
  await expect(names.first()).toHaveAttribute("aria-checked", "true");
  await claim.click();

  // Step 3: the form keeps its place over a reload, and says what is wrong in the spec's words.
  await expect(page).toHaveURL(STEP_URL(3));
  await page.reload();
  await expect(page.getByText(`You're joining as ${name}.`)).toBeVisible();
  const join = page.getByRole("button", { name: "🎤 Join the tribe to discover other artists" });
  await join.click();
  await expect(page.getByText("Please select your city")).toBeVisible();
  const email = uniqueEmail("onboarding");
  await page.getByLabel("Email").fill(email);
  const city = page.getByRole("combobox", { name: "City" });
  await city.fill("pun");
  await page.getByRole("option", { name: /Pune/ }).first().click();
  await expect(city).toHaveValue("Pune");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill("not-the-same-1");
  await join.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await join.click();
  await expect(page.getByRole("heading", { name: "Check Your Email!" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Check Your Email!" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The mailed link confirms the address, signs in and opens step 4, which pays 50 XP once.
  const mail = await waitForMail(email);
  const link = mail.links.find((l) => l.includes("/api/auth/verify-email"))!;
  await page.goto(link);
  await expect(page).toHaveURL(STEP_URL(4));
  await expect(page.getByRole("heading", { level: 1, name: "LoudTribe welcomes you!" })).toBeVisible();
  await expect(page.getByText("You earned 50 XP (25 for voting plus 25 for joining).")).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  // 10 for 'Email Registration' when the account was made, 50 for onboarding.
  const xp = page.getByRole("banner").getByRole("button", { name: "XP Points: 60" });
  await expect(xp).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "LoudTribe welcomes you!" })).toBeVisible();
  await expect(xp).toBeVisible();

  // The vote is the fan's own now.
  await page.goto(`/bands/${id}`);
  await expect(page.getByRole("meter", { name: "Your vote" })).toHaveAttribute("aria-valuenow", "2");
  await page.goBack();
  await page.getByRole("link", { name: "Explore LoudTribe" }).click();
  await expect(page).toHaveURL("/");
});

test("guards send a step to the earliest one still to do, and legacy band steps land in onboarding", async ({
  page,
}) => {
  const id = await bandId(page, BAND);
  // The legacy URL carries no session: step 1 starts one and puts it in the URL.
  await page.goto(`/bands/${id}/step3`);
  await expect(page).toHaveURL(STEP_URL(1));
  await expect(page.getByRole("heading", { level: 1, name: `${BAND} are growing their tribe` })).toBeVisible();
  const step1 = page.url();
  // No vote yet: step 3 goes back to step 1.
  await page.goto(step1.replace(/step1$/, "step3"));
  await expect(page).toHaveURL(step1);
  await page.getByRole("button", { name: "Scream!" }).click();
  await page.getByRole("button", { name: "Submit Vote" }).click();
  await expect(page).toHaveURL(STEP_URL(2));
  // A vote but no name: step 4 goes to step 2; the legacy step 4 resumes this session there too.
  await page.goto(step1.replace(/step1$/, "step4"));
  await expect(page).toHaveURL(step1.replace(/step1$/, "step2"));
  await page.goto(`/bands/${id}/step4`);
  await expect(page).toHaveURL(step1.replace(/step1$/, "step2"));
  await expect(page.getByRole("heading", { level: 1, name: "Pick your Tribe alter ego" })).toBeVisible();
  // An unknown band.
  await page.goto("/onboarding/band/00000000-0000-4000-8000-000000000000/step1");
  await expect(page.getByRole("heading", { level: 1, name: "Entity Not Found" })).toBeVisible();
});
