import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkifiedText, UGC_LINK_REL } from "./linkified-text";

const render = (text: string, prefix?: string) => renderToStaticMarkup(createElement(LinkifiedText, { text, prefix }));

/** Every tag in the markup; a fan's words must never add one. */
const tags = (html: string) => [...html.matchAll(/<([a-z]+)[\s>]/g)].map((match) => match[1]);

describe("LinkifiedText", () => {
  it.each([
    "<script>alert('xss')</script>",
    '<img src=x onerror="alert(1)">',
    "<a href=\"javascript:alert(1)\">free tickets</a>",
    "<iframe src=//evil.example></iframe>",
    "&lt;b&gt;already escaped&lt;/b&gt; &amp; &#60;script&#62;",
  ])("renders %j as inert text", (text) => {
    const html = render(text);
    expect(tags(html).every((tag) => tag === "p" || tag === "span")).toBe(true);
    expect(html).not.toMatch(/<(script|img|iframe|a)\b/);
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
