import type { Browser, Page } from "@playwright/test";
import { expect, signIn, test } from "./support";

/**
 * Issue 13: the demo fan's bell moves live when someone comments on their post; /notifications
 * lists it, 'Mark all as read' clears it, and opening one marks it read and leads to the post.
 */

async function postAsFan(page: Page): Promise<string> {
  const bands = await page.request.get("/api/bands?limit=1");
  const { items } = (await bands.json()) as { items: { id: string }[] };
  // Other stories post as the demo fan too: wait out the 5-second burst limit if one just did.
  let postId = "";
  await expect(async () => {
    const res = await page.request.post(`/api/threads/band/${items[0]!.id}/posts`, {
      data: { content: `Who is coming to the next show? ${Date.now()}` },
    });
    expect(res.status()).toBe(201);
    postId = ((await res.json()) as { post: { id: string } }).post.id;
  }).toPass();
  return postId;
}

/** The demo admin comments on the post (a comment a few seconds after another waits out the burst limit). */
async function commentAsAdmin(browser: Browser, postId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "admin");
  await expect(async () => {
    const res = await page.request.post(`/api/posts/${postId}/comments`, {
      data: { content: `See you there! ${Date.now()}` },
    });
    expect(res.status()).toBe(201);
  }).toPass();
  await context.close();
}

test("signed-out visitors have no bell", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Notifications" })).toHaveCount(0);
});

test("a comment on the fan's post rings the bell live; the centre marks it read", async ({ page, browser }) => {
  await signIn(page, "fan");
  // Earlier stories may have left the demo fan unread notifications (a badge, a level).
  await page.request.post("/api/notifications/read-all");
  const postId = await postAsFan(page);
  await page.goto("/");
  const bell = page.getByRole("link", { name: "Notifications" });
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId("unread-badge")).toHaveCount(0);

  await commentAsAdmin(browser, postId);
  await expect(bell.getByTestId("unread-badge")).toHaveText("1");

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const list = page.getByRole("list", { name: "Notifications" });
  const first = list.getByRole("listitem").first();
  await expect(first).toContainText("commented on your post");
  await expect(first).toContainText("Unread");
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell.getByTestId("unread-badge")).toHaveCount(0);
  await expect(first).not.toContainText("Unread");

  // A new comment once the old one is read starts a new line, live on the open page.
  await commentAsAdmin(browser, postId);
  await expect(bell.getByTestId("unread-badge")).toHaveText("1");
  // Other stories may have left the demo fan older (read) lines: the new one is first, the one
  // marked read above right under it.
  await expect(first).toContainText("Unread");
  const earlier = list.getByRole("listitem").nth(1);
  await expect(earlier).toContainText("commented on your post");
  await expect(earlier).not.toContainText("Unread");
  await list.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/post/${postId}$`));
  await expect(bell.getByTestId("unread-badge")).toHaveCount(0);
});

test("the fan switches the digest off and comments in-app off, and the choices stay", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto("/notifications");
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Notification settings" })).toBeVisible();
  const digest = page.getByRole("switch", { name: /Daily digest/ });
  const comments = page
    .getByRole("region", { name: "Comments on your posts" })
    .getByRole("switch", { name: /In the app/ });
  await expect(digest).toBeChecked();
  await digest.click();
  await expect(digest).not.toBeChecked();
  await comments.click();
  await expect(comments).not.toBeChecked();
  await page.reload();
  await expect(digest).not.toBeChecked();
  await expect(comments).not.toBeChecked();
  // Back as they were, for the other stories.
  await digest.click();
  await comments.click();
  await expect(comments).toBeChecked();
  await expect(digest).toBeChecked();
});
