import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support";
import { gigNotGoingTo, unvotedBand } from "./support/acts";

/**
 * Issue 17: on a phone (the mobile project, 390 px) the primary actions of the main pages are at
 * least 44×44 px to the finger. Every other target's 24 px (WCAG 2.5.8) is axe's `target-size` rule,
 * run on every route by e2e/accessibility.spec.ts.
 */

const PRIMARY_TARGET_PX = 44;

/** Every visible element `targets` finds is at least 44×44 px; there is at least one. */
async function expectPrimarySize(targets: Locator, what: string) {
  await expect(targets.first(), `${what} on the page`).toBeVisible();
  const boxes = await targets.evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { width: Math.round(width), height: Math.round(height) };
      }),
  );
  const small = boxes.filter((box) => box.width < PRIMARY_TARGET_PX || box.height < PRIMARY_TARGET_PX);
  expect.soft(small, `${what}: targets under ${PRIMARY_TARGET_PX}×${PRIMARY_TARGET_PX} px`).toEqual([]);
}

const main = (page: Page) => page.getByRole("main");

test("the signed-out header's Login and Sign Up, and home's card and carousel buttons, are 44 px targets", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expectPrimarySize(header.getByRole("link", { name: "Login" }), "Login");
  await expectPrimarySize(header.getByRole("link", { name: "Sign Up" }), "Sign Up");
  await expectPrimarySize(main(page).getByRole("link", { name: /^Scream for / }), "Scream");
  await expectPrimarySize(main(page).getByRole("link", { name: /^Gossip about / }), "Gossip");
  await expectPrimarySize(main(page).getByRole("link", { name: /^Get Tickets for / }), "Get Tickets");
  await expectPrimarySize(main(page).getByRole("button", { name: "Previous slide" }), "Previous slide");
  await expectPrimarySize(main(page).getByRole("button", { name: "Next slide" }), "Next slide");
  // The About carousel is drawn, and gets its dots, once it is scrolled to. The dot is drawn 10 px;
  // the button around it is what the finger hits.
  const about = main(page)
    .getByRole("region", { name: /^About / })
    .and(page.locator("[aria-roledescription=carousel]"));
  await about.scrollIntoViewIfNeeded();
  await expectPrimarySize(about.getByRole("button", { name: /^Go to slide / }), "carousel dots");
});

test("a band page's Follow, Scream-O-Meter, composer and post votes, and a post's Comment, are 44 px targets", async ({
  page,
}) => {
  await signIn(page, "fan");
  await page.goto(`/bands/${await unvotedBand(page, { withPosts: true })}`);
  await expectPrimarySize(main(page).getByRole("button", { name: "Follow", exact: true }), "Follow");
  const meter = page.getByRole("region", { name: "Scream-O-Meter" });
  await expectPrimarySize(meter.getByRole("button", { name: "Scream!" }), "Scream!");
  await expectPrimarySize(meter.getByRole("button", { name: "Submit Vote" }), "Submit Vote");
  await expectPrimarySize(main(page).getByRole("tab"), "the thread's tabs");
  await expectPrimarySize(main(page).getByRole("button", { name: "Post", exact: true }), "Post");
  await expectPrimarySize(main(page).getByRole("button", { name: "Upvote post" }), "Upvote");
  await expectPrimarySize(main(page).getByRole("button", { name: "Downvote post" }), "Downvote");
  const comments = main(page).getByRole("link", { name: /^\d+ comments?$/ });
  await expectPrimarySize(comments, "a post's comments");

  await comments.first().click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  await expectPrimarySize(main(page).getByRole("button", { name: "Comment", exact: true }), "Comment");
});

test("a gig page's RSVP, Book Ticket and composer are 44 px targets", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto(`/events/${await gigNotGoingTo(page)}`);
  await expectPrimarySize(main(page).getByRole("link", { name: "All gigs" }), "All gigs");
  await expectPrimarySize(main(page).getByRole("button", { name: "RSVP", exact: true }), "RSVP");
  await expectPrimarySize(main(page).getByRole("link", { name: /^Book Ticket/ }), "Book Ticket");
  await expectPrimarySize(main(page).getByRole("button", { name: "Post", exact: true }), "Post");
});
