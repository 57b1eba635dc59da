import type { Page } from "@playwright/test";
import { formatIstMonthYear } from "../src/shared/datetime";
import { createAccount, expect, logInWithForm, sentMail, signIn, test, uniqueEmail, waitForMail } from "./support";

const PASSWORD = "violet-tabla-42";
const header = (page: Page) => page.getByRole("banner");
const drawer = (page: Page) => page.getByRole("dialog", { name: "Your Profile" });

test("sign up, log in, edit the profile and avatar, sign out and log in back to where you were", async ({ page }) => {
  // One long story through several pages and dialogs.
  test.slow();
  const email = uniqueEmail("story");
  await page.goto("/events");
  await header(page).getByRole("link", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email!" })).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.links.some((link) => link.includes("/api/auth/verify-email"))).toBe(true);

  // Unconfirmed accounts may log in at once; the form keeps the address.
  await page.getByRole("button", { name: "Go to Login" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL("/events");
  await expect(header(page).getByRole("button", { name: "XP Points: 10" })).toBeVisible();

  await header(page).getByRole("button", { name: "Your Profile" }).click();
  await expect(drawer(page).getByText("Please confirm your email.")).toBeVisible();
  const localPart = email.split("@")[0]!;
  await expect(
    drawer(page).getByText(localPart.charAt(0).toUpperCase() + localPart.slice(1), { exact: true }),
  ).toBeVisible();
  await expect(drawer(page).getByText(`Member since ${formatIstMonthYear(new Date())}`)).toBeVisible();
  await expect(drawer(page).getByRole("heading", { name: "Badges Earned" })).toBeVisible();

  await drawer(page).getByRole("button", { name: "Edit Profile" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Profile" });
  await edit.getByLabel("Display Name").fill("Stage Diver");
  const city = edit.getByRole("combobox", { name: "City" });
  await city.fill("pun");
  await expect(edit.getByRole("option").first()).toContainText("Pune");
  await city.press("ArrowDown");
  await city.press("Enter");
  await expect(city).toHaveValue("Pune");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated!")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(drawer(page).getByText("Stage Diver")).toBeVisible();

  await drawer(page).getByRole("button", { name: "Choose your avatar" }).click();
  const picker = page.getByRole("dialog", { name: "Choose Your Avatar" });
  await expect(picker.getByRole("radio")).toHaveCount(6);
  await picker.getByRole("radio", { name: "Guitar" }).click();
  await picker.getByRole("button", { name: "Save Avatar" }).click();
  await expect(page.getByText("Avatar updated!")).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(drawer(page).getByRole("button", { name: "Choose your avatar" }).locator("img")).toHaveAttribute(
    "src",
    "/avatars/preset-2.svg",
  );
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(header(page).getByRole("button", { name: "Your Profile" }).locator("img")).toHaveAttribute(
    "src",
    "/avatars/preset-2.svg",
  );

  await header(page).getByRole("button", { name: "Your Profile" }).click();
  await drawer(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/");
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();

  await page.goto("/venue");
  await header(page).getByRole("link", { name: "Login" }).click();
  await logInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL("/venue");
  await page.goto("/");
  await header(page).getByRole("button", { name: "Your Profile" }).click();
  await expect(drawer(page).getByText("Stage Diver")).toBeVisible();
});

test("a wrong password is reported in the page, not in a browser alert", async ({ page }) => {
  page.on("dialog", () => {
    throw new Error("a browser alert was shown");
  });
  await page.goto("/auth?mode=login");
  await logInWithForm(page, uniqueEmail("nobody"), "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});

test("visiting /auth while signed in goes straight back home", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto("/auth?mode=login");
  await expect(page).toHaveURL("/");
});

/**
 * Stops the page's fake clock where it is and answers how long, in its time, the page has been open
 * (time runs while the page loads, and more of it on a busy machine).
 */
async function freezeClock(page: Page): Promise<number> {
  // pauseAt needs a moment still ahead of the page's clock once the call arrives; aim a little later each try.
  for (const ahead of [200, 1_000, 3_000]) {
    const frozen = await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead).then(
      () => true,
      (error: Error) => (/past/.test(error.message) ? false : Promise.reject(error)),
    );
    if (frozen) return page.evaluate(() => performance.now());
  }
  throw new Error("could not pause the page's clock");
}

test("the sign-up prompt appears 15 s after load for a signed-out visitor and leads to sign-up", async ({ page }) => {
  await page.clock.install();
  await page.goto("/events");
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
  const prompt = page.getByRole("dialog", { name: "Join the Tribe!" });

  const open = await freezeClock(page);
  await page.clock.runFor(14_000 - open);
  await expect(prompt).toBeHidden();
  await page.clock.runFor(open + 1_000);
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText("earn tribe points");
  await page.clock.resume();
  await prompt.getByRole("link", { name: "Sign Up Now" }).click();
  await expect(page).toHaveURL("/auth?mode=signup");
});

test("once dismissed, the timed sign-up prompt does not come back in that browser session", async ({ page }) => {
  await page.clock.install();
  await page.goto("/events");
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
  await page.clock.runFor(16_000);
  const prompt = page.getByRole("dialog", { name: "Join the Tribe!" });
  await prompt.getByRole("button", { name: "Continue Browsing" }).click();
  await expect(prompt).toBeHidden();

  // Full page loads, each past the 15 s: the prompt's timer runs again, and still nothing opens.
  for (const load of [() => page.reload(), () => page.goto("/venue"), () => page.goto("/events")]) {
    await load();
    await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
    await page.clock.runFor(16_000);
    // The check after the timer may wait for a quiet moment (SIGNUP_PROMPT_QUIET_MS); give it one.
    await page.clock.runFor(6_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  // Actions that need an account still ask.
  await page.getByRole("button", { name: "Add your Gig" }).click();
  await expect(page.getByRole("dialog", { name: "Sign Up Required" })).toBeVisible();
});

test("signed-in members never get the sign-up prompt", async ({ page }) => {
  await signIn(page, "fan");
  await page.clock.install();
  await page.goto("/");
  await expect(header(page).getByRole("button", { name: "Your Profile" })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a member who signs out is not invited to join by the timed prompt", async ({ page }) => {
  // An account of its own: signing out revokes the session, and the demo fan's is shared.
  const { email, password } = await createAccount("leaver");
  await page.clock.install();
  await page.goto("/auth?mode=login");
  await logInWithForm(page, email, password);
  await header(page).getByRole("button", { name: "Your Profile" }).click();
  await drawer(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(page.getByRole("dialog", { name: "Join the Tribe!" })).toHaveCount(0);
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
});

test("signing in and out in one tab reaches the other open tabs at once", async ({ page, context }) => {
  const { email, password } = await createAccount("two-tabs");
  const other = await context.newPage();
  await other.goto("/events");
  await expect(header(other).getByRole("link", { name: "Login" })).toBeVisible();

  await page.goto("/auth?mode=login");
  await logInWithForm(page, email, password);
  await expect(header(page).getByRole("button", { name: "Your Profile" })).toBeVisible();
  // No reload and no focus change in the other tab: it follows by itself.
  await expect(header(other).getByRole("button", { name: "Your Profile" })).toBeVisible();
  await expect(header(other).getByRole("button", { name: /XP Points/ })).toBeVisible();

  await header(page).getByRole("button", { name: "Your Profile" }).click();
  await drawer(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(header(other).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(header(other).getByRole("button", { name: /XP Points/ })).toHaveCount(0);
});

test("a forgotten password is reset from the mailed link", async ({ page }) => {
  const { email } = await createAccount("forgetful");
  await page.goto("/auth?mode=login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  // The account's confirmation mail is there too; wait for the reset one.
  const resetLink = () =>
    sentMail(email)
      .flatMap((m) => m.links)
      .find((link) => link.includes("/api/auth/reset-password/"));
  await expect.poll(resetLink).toBeTruthy();
  await page.goto(resetLink()!);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel("New password").fill("marigold-sitar-77");
  await page.getByLabel("Confirm password").fill("marigold-sitar-78");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm password").fill("marigold-sitar-77");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await logInWithForm(page, email, "marigold-sitar-77");
  await expect(page).toHaveURL("/");
  await expect(header(page).getByRole("button", { name: "Your Profile" })).toBeVisible();
});

test("an admin sees Pending Approvals instead of XP", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/");
  await expect(header(page).getByRole("link", { name: /^Pending Approvals/ })).toHaveAttribute(
    "href",
    "/admin/band-approvals",
  );
  await expect(header(page).getByRole("button", { name: /XP Points/ })).toHaveCount(0);
});

test("another member's profile shows public fields only", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto("/");
  await header(page).getByRole("button", { name: "Your Profile" }).click();
  await drawer(page).getByRole("link", { name: "View profile page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  const ownUrl = page.url();

  await page.context().clearCookies();
  await page.goto(ownUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Riya Screams" })).toBeVisible();
  await expect(page.getByText(/Member since/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await expect(page.getByText("fan@loudtribe.test")).toHaveCount(0);
});
