import { PRODUCT_NAME } from "@/shared/product";

const EXCERPT_CHARS = 60;

/** The first words of a post, cut at a word boundary, on one line. */
function excerpt(text: string) {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= EXCERPT_CHARS) return line;
  const cut = line.slice(0, EXCERPT_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The post page's document title (WCAG 2.4.2: each page says what it is): the post's first words, its
 * author and its thread, so tabs, history and screen readers tell one post from another.
 */
export function postTitle(
  post: { content: string; author: { name: string } } | undefined,
  thread: { name: string | null } | undefined,
  gone: boolean,
) {
  if (gone) return `Post not found · ${PRODUCT_NAME}`;
  if (!post) return `Post · ${PRODUCT_NAME}`;
  const where = thread?.name ? ` in ${thread.name}` : "";
  const words = excerpt(post.content);
  return `${words ? `“${words}” by ` : "Post by "}${post.author.name}${where} · ${PRODUCT_NAME}`;
}
