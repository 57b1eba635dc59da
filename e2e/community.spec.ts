import { expect, test } from "./support";

interface Post {
  content: string;
  upvotes: number;
  downvotes: number;
  commentsCount: number;
  author: { name: string };
}

test("a signed-out visitor opens a band page and finds the tribe already talking", async ({ page }) => {
  // The demo community (issue 19 item 1) talks on most band threads: take the first band it talks on.
  const bands = (await (await page.request.get("/api/bands")).json()) as { items: { id: string; name: string }[] };
  let found: { band: { id: string; name: string }; posts: Post[] } | undefined;
  for (const band of bands.items) {
    const posts = (await (await page.request.get(`/api/threads/band/${band.id}/posts`)).json()) as { items: Post[] };
    if (posts.items.length >= 3 && posts.items.some((post) => post.upvotes > 0)) {
      found = { band, posts: posts.items };
      break;
    }
  }
  expect(found, "a band whose thread has posts and votes").toBeDefined();
  const { band, posts } = found!;

  await page.goto(`/bands/${band.id}`);
  await expect(page.getByRole("heading", { level: 1, name: band.name })).toBeVisible();
  // Gossip is the default tab: the newest posts, each with its author, score and comments.
  for (const post of posts.slice(0, 3)) {
    const card = page.getByRole("article", { name: `Post by ${post.author.name}` }).filter({ hasText: post.content });
    await expect(card).toBeVisible();
    await expect(card.getByLabel(`Score ${post.upvotes - post.downvotes}`)).toBeVisible();
    const comments = `${post.commentsCount} ${post.commentsCount === 1 ? "comment" : "comments"}`;
    await expect(card.getByRole("link", { name: comments })).toBeVisible();
  }
  expect(posts.every((post) => post.author.name !== "Anonymous")).toBe(true);
});
