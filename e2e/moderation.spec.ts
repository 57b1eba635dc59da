import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { createAccount, expect, signIn, test } from "./support";

/**
 * Moderation (issue 16 §4): three fans report a post, an admin hides it in the Reports tab, its author
 * still sees it marked removed, and everyone else sees only the notice.
 */

test.describe.configure({ timeout: 120_000 });

const NOTICE = "This post was removed by a moderator.";

/** A fresh member signed in on a new browser context. */
async function newMember(browser: Browser, prefix: string): Promise<Page> {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const { email, password } = await createAccount(prefix);
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  return page;
}

test("three fans report a post, an admin hides it; the author sees it marked removed, others see the notice", async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL!;
  const words = `Cheap followers at spam-${Date.now()}.example`;
  const author = await newMember(browser, "mod-author");
  const bands = (await (await author.request.get("/api/bands?limit=1")).json()) as { items: { id: string }[] };
  const bandId = bands.items[0]!.id;
  const created = await author.request.post(`/api/threads/band/${bandId}/posts`, {
    data: { content: words },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { post: { id: string } }).post.id;

  // The first fan reports through the post's page: 'Report', a reason, words.
  const first = await newMember(browser, "mod-reporter");
  await first.goto(`/post/${postId}`);
  await first.getByRole("button", { name: "Report post" }).click();
  const dialog = first.getByRole("dialog", { name: "Report this post" });
  await dialog.getByRole("radio", { name: "Other" }).check();
  await dialog.getByLabel("What is wrong? *").fill("Selling followers");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(first.getByText("Thanks. Our moderators will review it.")).toBeVisible();
  // A second report of the same post is refused with a clear message.
  await first.getByRole("button", { name: "Report post" }).click();
  await dialog.getByRole("radio", { name: "Spam" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(first.getByText("You have already reported this. Our moderators will review it.")).toBeVisible();

  // Two more fans report it.
  for (const prefix of ["mod-second", "mod-third"]) {
    const fan = await newMember(browser, prefix);
    const res = await fan.request.post("/api/reports", {
      data: { targetType: "post", targetId: postId, reason: "spam" },
      headers: { origin: baseURL },
    });
    expect(res.status()).toBe(201);
    await fan.context().close();
  }

  // The admin finds it in the Reports tab, in context, and hides it.
  await signIn(page, "admin");
  await page.goto("/admin/band-approvals?tab=reports");
  await expect(page.getByRole("tab", { name: "Reports" })).toHaveAttribute("aria-selected", "true");
  const card = page.getByRole("article", { name: /^Reported post by / }).filter({ hasText: words });
  await expect(card).toBeVisible();
  await expect(card.getByText("3 reports")).toBeVisible();
  await expect(card.getByText("Other (1), Spam (2)").or(card.getByText("Spam (2), Other (1)"))).toBeVisible();
  await expect(card.getByText("Other: Selling followers")).toBeVisible();
  await expect(card.getByRole("button", { name: /^Suspend / })).toBeVisible();

  // The tab passes axe (the accessibility spec only sees the default tab of this route).
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`))).toEqual([]);

  // No sideways scroll at 320 px with a reported item open.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: size.height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  await page.setViewportSize(size);

  await card.getByRole("button", { name: /^Hide post by / }).click();
  await expect(page.getByText("Post hidden")).toBeVisible();
  await expect(card.getByText("Hidden", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Restore post by / })).toBeVisible();

  // Its author still reads it, marked removed.
  await author.goto(`/post/${postId}`);
  await expect(author.getByText(words)).toBeVisible();
  await expect(author.getByText("Removed by a moderator: only you and admins can see it.")).toBeVisible();

  // A reporter and a visitor see only the notice; the words are nowhere in the page or its data.
  await first.goto(`/post/${postId}`);
  await expect(first.getByText(NOTICE)).toBeVisible();
  await expect(first.getByText(words)).toHaveCount(0);
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/bands/${bandId}`);
  const html = await (await visitor.request.get(`/bands/${bandId}`)).text();
  expect(html).not.toContain(words);
  await visitor.goto(`/post/${postId}`);
  await expect(visitor.getByText(NOTICE)).toBeVisible();
  await expect(visitor.getByText(words)).toHaveCount(0);
});
