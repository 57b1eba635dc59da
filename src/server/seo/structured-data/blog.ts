/** JSON-LD for a blog post: a BlogPosting. */
import { eq } from "drizzle-orm";
import { PRODUCT_NAME } from "@/shared/product";
import type { Database } from "../../db/client";
import { blogs } from "../../db/schema";
import { entityPath } from "../public-pages";
import type { BlogPosting } from "./schemas";
import { absolute, compact, istDateTime, plainText } from "./values";

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

export async function blogData(db: Database, id: string, appUrl: string): Promise<BlogPosting | null> {
  const [post] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!post) return null;
  const url = `${appUrl}${entityPath("blog", post.id)}`;
  const image = absolute(appUrl, post.image);
  // A post published with a date in the past was last changed no earlier than that date.
  const modified = post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt;
  return compact<BlogPosting>({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: plainText(post.title, HEADLINE_MAX) ?? post.title,
    url,
    mainEntityOfPage: url,
    description: plainText(post.excerpt),
    image: image ? [image] : undefined,
    datePublished: istDateTime(post.publishedAt),
    dateModified: istDateTime(modified),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: PRODUCT_NAME, url: `${appUrl}/` },
  });
}
