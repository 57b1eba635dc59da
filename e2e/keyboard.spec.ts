import { createAccount, expect, signIn, test } from "./support";
import { gigNotGoingTo, unvotedBand } from "./support/acts";
import { expectFocusShown, tabTo } from "./support/keyboard";

/**
 * Issue 17: the main flows with the keyboard alone. Each control is reached with Tab (its focus
 * drawn and not under a fixed bar), pressed with Enter or Space, and focus stays somewhere useful
 * afterwards: on the button while its request runs, back on the opener when a dialog closes, on the
 * new page after a change of page.
 */

const header = (page: import("@playwright/test").Page) => page.getByRole("banner");

/** Focus is on an element of the page, not dropped on <body>. */
async function expectFocusKept(page: import("@playwright/test").Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body))
    .toBe(true);
}

test("sign in with the keyboard alone", async ({ page }) => {
  const { email, password } = await createAccount("keys");
  await page.goto("/auth?mode=login");
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole("button", { name: "Login", exact: true }));
  await page.keyboard.press("Enter");
  await expect(header(page).getByRole("button", { name: "XP Points: 10" })).toBeVisible();
});

test("the skip link jumps to the page, and the profile drawer gives focus back when it closes", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto("/leaderboard");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();

  await page.goto("/");
  const avatar = header(page).getByRole("button", { name: "Your Profile" });
  await tabTo(page, avatar);
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Your Profile" });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(avatar).toBeFocused();
});

test("follow a band and scream-vote for it with the keyboard", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto(`/bands/${await unvotedBand(page)}`);
  const follow = page.getByRole("main").getByRole("button", { name: "Follow", exact: true });
  await tabTo(page, follow);
  await page.keyboard.press("Enter");
  const following = page.getByRole("main").getByRole("button", { name: "Following", exact: true });
  await expect(following).toHaveAttribute("aria-pressed", "true");
  // The button kept focus while its request ran: Enter again takes the follow back.
  await expect(following).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(follow).toHaveAttribute("aria-pressed", "false");

  const meter = page.getByRole("region", { name: "Scream-O-Meter" });
  await tabTo(page, meter.getByRole("button", { name: "Scream!" }));
  await page.keyboard.press("Enter");
  await page.keyboard.press("Space");
  await expect(meter.getByText(/^3 · /)).toBeVisible();
  await tabTo(page, meter.getByRole("button", { name: "Submit Vote" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Vote submitted!")).toBeVisible();
  await expect(meter.getByText("Your vote", { exact: true })).toBeVisible();
  await expectFocusKept(page);
});

test("RSVP to a gig with the keyboard", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto(`/events/${await gigNotGoingTo(page)}`);
  await tabTo(page, page.getByRole("button", { name: "RSVP", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("RSVP Confirmed!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Going!" })).toBeDisabled();
  await expectFocusKept(page);
});

test("post in a band's thread and comment on the post with the keyboard", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto(`/bands/${await unvotedBand(page)}`);
  const words = `Typed without a mouse ${Date.now()}`;
  await tabTo(page, page.getByLabel("Your post"));
  await page.keyboard.type(words);
  await tabTo(page, page.getByRole("button", { name: "Post", exact: true }));
  await page.keyboard.press("Enter");
  // The band page itself is an article too: the post is the one named 'Post by …'.
  const post = page.getByRole("article", { name: /^Post by / }).filter({ hasText: words });
  await expect(post).toBeVisible();
  await expectFocusKept(page);

  // Other stories post in the same threads: the thread can be long by now.
  await tabTo(page, post.getByRole("link", { name: "0 comments" }), { limit: 400 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  // A change of page puts focus on the new page.
  await expect(page.locator("#main")).toBeFocused();
  await tabTo(page, page.getByLabel("Your comment"));
  await page.keyboard.type("Who else heard it?");
  await tabTo(page, page.getByRole("button", { name: "Comment", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("article", { name: /^Comment by / }).getByText("Who else heard it?")).toBeVisible();
  await expectFocusShown(page);
});

test("onboarding step 1 to 3 with the keyboard: vote, pick an alter ego with the arrow keys, reach the form", async ({
  page,
}) => {
  test.slow();
  const bands = (await (await page.request.get("/api/bands?limit=5")).json()) as { items: { id: string }[] };
  await page.goto(`/bands/${bands.items[4]!.id}#step1`);
  const meter = page.getByRole("region", { name: "Scream-O-Meter" });
  await tabTo(page, meter.getByRole("button", { name: "Scream!" }));
  await page.keyboard.press("Enter");
  await tabTo(page, meter.getByRole("button", { name: "Submit Vote" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/step2$/);

  // The WAI-ARIA radio group: one tab stop, the arrow keys move and choose, and wrap around.
  const names = page.getByRole("radiogroup", { name: "Pick your alter ego" }).getByRole("radio");
  await expect(names).toHaveCount(3);
  await tabTo(page, names.first());
  await page.keyboard.press("Space");
  await expect(names.first()).toHaveAttribute("aria-checked", "true");
  // Held as a person holds a key: the group moves focus a moment after keydown, and checks the
  // radio focus lands on while an arrow key is down (Radix's radio group).
  const arrow = async (key: "ArrowDown" | "ArrowUp", to: number) => {
    await page.keyboard.down(key);
    await expect(names.nth(to)).toBeFocused();
    await expect(names.nth(to)).toHaveAttribute("aria-checked", "true");
    await page.keyboard.up(key);
  };
  await arrow("ArrowDown", 1);
  await arrow("ArrowUp", 0);
  await arrow("ArrowUp", 2);
  const chosen = (await names.nth(2).textContent())!.trim();
  // Tab leaves the group at once: it is one stop, not three.
  await page.keyboard.press("Tab");
  await expect(names.nth(0)).not.toBeFocused();
  await expect(names.nth(1)).not.toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "👀 Claim this avatar!" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/step3$/);
  await expect(page.getByText(`You're joining as ${chosen}.`)).toBeVisible();
  await expectFocusKept(page);
});

test("open and close the XP Club with the keyboard: focus goes back to the XP button", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto("/");
  const xp = header(page).getByRole("button", { name: /^XP Points: / });
  await tabTo(page, xp);
  await page.keyboard.press("Enter");
  const club = page.getByRole("dialog");
  await expect(club.getByRole("heading", { name: "WELCOME TO XP CLUB" })).toBeVisible();
  // Focus is inside the dialog while it is open.
  await expect.poll(() => club.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(club).toBeHidden();
  await expect(xp).toBeFocused();
});

test("an admin rejects a band submission with a reason using the keyboard alone", async ({ page, browser }) => {
  const name = `Keyboard Reject ${Date.now().toString(36)}`;
  const fanContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const fan = await fanContext.newPage();
  await signIn(fan, "fan");
  const sent = await fan.request.post("/api/band-submissions", {
    data: { name, manager: "Key Manager", managerEmail: `keys-${Date.now()}@example.in`, location: "Pune" },
  });
  expect(sent.status()).toBe(201);
  await fanContext.close();

  await signIn(page, "admin");
  await page.goto("/admin/band-approvals");
  const card = page.getByRole("article", { name });
  const reject = card.getByRole("button", { name: `Reject ${name}` });
  await tabTo(page, reject);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Reject Band Submission" });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel("Reason for rejection"));
  await page.keyboard.type("We could not reach the manager.");
  await tabTo(page, dialog.getByRole("button", { name: "Reject Band" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Band Rejected")).toBeVisible();
  await expect(card).toBeHidden();
  await expectFocusKept(page);
});
