import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MALICIOUS_CONTENT } from "@/shared/testing/malicious-content";
import { LinkifiedText, UGC_LINK_REL } from "./linkified-text";

const render = (text: string, prefix?: string) => renderToStaticMarkup(createElement(LinkifiedText, { text, prefix }));

/** Every tag in the markup; a fan's words must never add one. */
const tags = (html: string) => [...html.matchAll(/<([a-z]+)[\s>]/g)].map((match) => match[1]);

/** What a reader sees: the markup's text with React's escapes undone. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("LinkifiedText", () => {
  // The same corpus the API test stores verbatim (src/server/posts/content-safety.test.ts).
  it.each(MALICIOUS_CONTENT)("renders %j as inert text, word for word", (text) => {
    const html = render(text);
    expect(tags(html).every((tag) => tag === "p" || tag === "span")).toBe(true);
    expect(html).not.toMatch(/<(script|img|iframe|svg|style|a)\b/);
    expect(textOf(html)).toBe(text);
  });

  it("turns http(s) links into new-tab links that cannot reach back or pass on credit", () => {
    const html = render("Tickets: https://tix.example.in/gig?a=1&b=2 now");
    expect(html).toContain(`<a href="https://tix.example.in/gig?a=1&amp;b=2" target="_blank" rel="${UGC_LINK_REL}"`);
    expect(UGC_LINK_REL).toBe("noopener noreferrer nofollow ugc");
  });

  it("never links javascript: or data: addresses", () => {
    const html = render("javascript:alert(1) data:text/html,<b>x</b>");
    expect(html).not.toContain("<a ");
    expect(html).toContain("javascript:alert(1)");
  });

  it("isolates right-to-left text so an override cannot flip the page around it", () => {
    const html = render("\u202Egnp.exe https://good.example/\u202Eevil");
    expect(html).toMatch(/^<p dir="auto"/);
    expect(html).toContain('href="https://good.example/"');
  });

  it("shows a reply's '@Name' before the words, as text", () => {
    const html = render("Same here", "@<b>Riya</b>");
    expect(html).toContain("<bdi");
    expect(html).toContain("@&lt;b&gt;Riya&lt;/b&gt;");
  });
});
