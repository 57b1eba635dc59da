import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { createAccount, expect, logInWithForm, signIn, test } from "./support";
import { getJson, gigNotGoingTo, unvotedBand } from "./support/acts";

/** One story per test, as the demo fan (Riya Screams): every action a fan takes on a band or gig page. */
const FAN = "Riya Screams";

test.beforeEach(async ({ page }) => {
  await signIn(page, "fan");
});

test("scream-vote a band, and find the vote locked after a reload", async ({ page }) => {
  await page.goto(`/bands/${await unvotedBand(page)}#scream-o-meter`);
  const meter = page.getByRole("region", { name: "Scream-O-Meter" });
  const submit = meter.getByRole("button", { name: "Submit Vote" });
  await expect(submit).toBeDisabled();
  // Starts at 1; each press raises it: three presses make 4.
  for (let i = 0; i < 3; i++) await meter.getByRole("button", { name: "Scream!" }).click();
  await expect(meter.getByText("4 · Oof. That hit!")).toBeVisible();
  await submit.click();
  await expect(page.getByText("Vote submitted!")).toBeVisible();
  await expect(meter.getByText("Your vote", { exact: true })).toBeVisible();

  await page.reload();
  await expect(meter.getByText("Your vote", { exact: true })).toBeVisible();
  await expect(meter.getByText("4 · Oof. That hit!")).toBeVisible();
  await expect(meter.getByRole("button", { name: "Scream!" })).toHaveCount(0);
});

test("post in band chat, upvote and take it back, open the thread and reply", async ({ page }) => {
  // The longest story here, with a wait for the comment rate limit in it.
  test.slow();
  const band = await unvotedBand(page);
  await page.goto(`/bands/${band}#band-chat`);
  const words = `Front row at their last gig, pure magic ${Date.now()}`;
  await page.getByLabel("Your post").fill(words);
  await page.getByRole("button", { name: "Post", exact: true }).click();

  const post = page.getByRole("article", { name: `Post by ${FAN}` }).filter({ hasText: words });
  await expect(post).toBeVisible();
  const upvote = post.getByRole("button", { name: "Upvote post" });
  await upvote.click();
  await expect(upvote).toHaveAttribute("aria-pressed", "true");
  await expect(post.getByLabel("Score 1")).toBeVisible();
  await upvote.click();
  await expect(upvote).toHaveAttribute("aria-pressed", "false");
  await expect(post.getByLabel("Score 0")).toBeVisible();

  await post.getByRole("link", { name: "0 comments" }).click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("~");
  await page.getByLabel("Your comment").fill("Who else is going next time?");
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  const comment = page.getByRole("article", { name: `Comment by ${FAN}` });
  await expect(comment.getByText("Who else is going next time?")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();

  // Comments are limited to one per 3 seconds per fan.
  await page.waitForTimeout(3_000);
  await comment.getByRole("button", { name: "Reply" }).click();
  const reply = page.getByRole("form", { name: `Reply to ${FAN}` });
  await reply.getByLabel("Your reply").fill("Me! Count me in.");
  await reply.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(page.getByRole("list", { name: `Replies to ${FAN}` }).getByText(`@${FAN}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (2)" })).toBeVisible();

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(new RegExp(`/bands/${band}`));
});

test("upload a fan photo on Gigs & Highlights", async ({ page }) => {
  const band = await unvotedBand(page);
  await page.goto(`/bands/${band}#fan-art`);
  const fanArt = page.locator("#fan-art");
  await expect(fanArt.getByRole("heading", { name: "Fan Pics" })).toBeVisible();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#e11d48" } })
    .jpeg()
    .toBuffer();
  await fanArt.getByLabel("Fan photo file").setInputFiles({ name: "gig.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText("Photo uploaded!")).toBeVisible();
  await expect(fanArt.getByRole("img", { name: `Fan photo by ${FAN}` }).first()).toBeVisible();
});

test("RSVP to a gig and see Who's Going grow", async ({ page }) => {
  const gig = await gigNotGoingTo(page);
  await page.goto(`/events/${gig}`);
  const heading = page.getByRole("heading", { name: /^Who's Going \(\d+\)$/ });
  const before = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(page.getByText("RSVP Confirmed!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Going!" })).toBeDisabled();
  await expect(page.getByRole("heading", { name: `Who's Going (${before + 1})` })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Who's Going/ }).getByText(FAN, { exact: true })).toBeVisible();
});

test("add a gig to the calendar, then remove it", async ({ page }) => {
  await page.goto(`/events/${await gigNotGoingTo(page)}`);
  await page.getByRole("button", { name: "Add to Calendar" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Apple Calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  await expect(page.getByText("Added to Calendar")).toBeVisible();

  await page.getByRole("button", { name: "In Your Calendar" }).click();
  await page.getByRole("menuitem", { name: "Remove from Calendar" }).click();
  await expect(page.getByText("Removed from Calendar")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Calendar" })).toBeVisible();
});

test("copy a gig's share link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/events/${await gigNotGoingTo(page)}`);
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("menuitem", { name: "Copy Link" }).click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url().split("#")[0]);
});

test("share a blog post from its Share menu, as the other pages do", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { items } = await getJson<{ items: { id: string }[] }>(page, "/api/blogs");
  await page.goto(`/blog/${items[0]!.id}`);
  await page.getByRole("button", { name: "Share" }).click();
  const menu = page.getByRole("menu");
  for (const name of ["Copy Link", "Twitter", "Facebook", "WhatsApp", "Email"]) {
    await expect(menu.getByRole("menuitem", { name })).toBeVisible();
  }
  await menu.getByRole("menuitem", { name: "Copy Link" }).click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url().split("#")[0]);
});

test("a visitor is asked to sign up before RSVPing, and told to log in before adding to a calendar", async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.goto(`/events/${await gigNotGoingTo(page)}`);
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  const prompt = page.getByRole("dialog", { name: "Sign Up Required" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Continue Browsing" }).click();
  await expect(prompt).toBeHidden();

  await page.getByRole("button", { name: "Add to Calendar" }).click();
  await expect(page.getByText("Authentication Required")).toBeVisible();
  await expect(page.getByText("Please log in to add events to your calendar.")).toBeVisible();
});

/**
 * A second fan in a browser of their own: a fresh account logged in through the form (the shared
 * demo fan's session is never signed out or reused for this).
 */
async function secondFan(browser: Browser): Promise<Page> {
  const { email, password } = await createAccount("second-fan");
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/auth?mode=login");
  await logInWithForm(page, email, password);
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

/** Opens `path` and waits until its live connection (GET /api/realtime) follows `topic`. */
async function watchLive(page: Page, path: string, topic: string) {
  const live = page.waitForResponse(
    (res) => res.url().includes("/api/realtime") && decodeURIComponent(res.url()).includes(topic),
  );
  await page.goto(path);
  await live;
}

const numberIn = async (locator: Locator, pattern: RegExp) =>
  Number(pattern.exec((await locator.textContent()) ?? "")?.[1] ?? 0);

test("Who's Going grows on an open gig page when another fan RSVPs", async ({ page, browser }) => {
  const gig = await gigNotGoingTo(page);
  await watchLive(page, `/events/${gig}`, `thread:event:${gig}`);
  const heading = page.getByRole("heading", { name: /^Who's Going \(\d+\)$/ });
  const before = await numberIn(heading, /\((\d+)\)/);

  const other = await secondFan(browser);
  await other.goto(`/events/${gig}`);
  await other.getByRole("button", { name: "RSVP", exact: true }).click();
  await expect(other.getByText("RSVP Confirmed!")).toBeVisible();
  await other.context().close();

  // No reload here: the count moves because the server told this page.
  await expect.poll(() => numberIn(heading, /\((\d+)\)/)).toBeGreaterThan(before);
});

test("the Scream-O-Meter's vote count grows on an open band page when another fan votes", async ({ page, browser }) => {
  const band = await unvotedBand(page);
  await watchLive(page, `/bands/${band}#scream-o-meter`, `thread:band:${band}`);
  const meter = page.getByRole("region", { name: "Scream-O-Meter" });
  await expect(meter.getByRole("button", { name: "Scream!" })).toBeVisible();
  const screamed = /(\d+) fans? ha(?:s|ve) screamed/;
  const before = await numberIn(meter, screamed);

  const other = await secondFan(browser);
  await other.goto(`/bands/${band}#scream-o-meter`);
  const theirs = other.getByRole("region", { name: "Scream-O-Meter" });
  await theirs.getByRole("button", { name: "Scream!" }).click();
  await theirs.getByRole("button", { name: "Submit Vote" }).click();
  await expect(other.getByText("Vote submitted!")).toBeVisible();
  await other.context().close();

  await expect.poll(() => numberIn(meter, screamed)).toBeGreaterThan(before);
  // The watching fan has not voted: their own meter is still there to use.
  await expect(meter.getByRole("button", { name: "Scream!" })).toBeVisible();
});
