import { describe, expect, it } from "vitest";
import { PRODUCT_NAME } from "@/shared/product";
import { postTitle } from "./post-title";

const author = { name: "Ananya" };

describe("postTitle", () => {
  it("names the post by its first words, author and thread", () => {
    expect(postTitle({ content: "Who is going to\n the Pune gig?", author }, { name: "Peepal Tree" }, false)).toBe(
      `“Who is going to the Pune gig?” by Ananya in Peepal Tree · ${PRODUCT_NAME}`,
    );
  });

  it("cuts a long post at a word boundary", () => {
    const content = "Saw them at the NH7 Weekender last year and the whole crowd sang every single word back";
    const title = postTitle({ content, author }, undefined, false);
    expect(title).toBe(`“Saw them at the NH7 Weekender last year and the whole crowd…” by Ananya · ${PRODUCT_NAME}`);
  });

  it("falls back while loading, for a GIF-only post and when the post is gone", () => {
    expect(postTitle(undefined, undefined, false)).toBe(`Post · ${PRODUCT_NAME}`);
    expect(postTitle({ content: " ", author }, undefined, false)).toBe(`Post by Ananya · ${PRODUCT_NAME}`);
    expect(postTitle(undefined, undefined, true)).toBe(`Post not found · ${PRODUCT_NAME}`);
  });
});
