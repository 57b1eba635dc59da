import { describe, expect, it } from "vitest";
import { linkify, safeHref } from "./linkify";

const links = (text: string) => linkify(text).filter((piece) => piece.kind === "link");

describe("linkify", () => {
  it("keeps plain text as one text piece", () => {
    expect(linkify("Best gig of the year!")).toEqual([{ kind: "text", text: "Best gig of the year!" }]);
  });

  it("finds http and https links between words", () => {
    expect(linkify("Tickets at https://tix.example.in/gig?id=4 and http://x.in now")).toEqual([
      { kind: "text", text: "Tickets at " },
      { kind: "link", text: "https://tix.example.in/gig?id=4", href: "https://tix.example.in/gig?id=4" },
      { kind: "text", text: " and " },
      { kind: "link", text: "http://x.in", href: "http://x.in/" },
      { kind: "text", text: " now" },
    ]);
  });

  it("leaves sentence punctuation and unopened brackets outside the link", () => {
    expect(links("See https://x.in/a.").map((l) => l.text)).toEqual(["https://x.in/a"]);
    expect(links("(see https://x.in/a)").map((l) => l.text)).toEqual(["https://x.in/a"]);
    expect(links("wiki https://en.wikipedia.org/wiki/Indie_(music)!").map((l) => l.text)).toEqual([
      "https://en.wikipedia.org/wiki/Indie_(music)",
    ]);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    '<a href="javascript:alert(1)">click</a>',
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "<img src=x onerror=alert(1)>",
    "//evil.example/path",
  ])("never makes a link of %s", (text) => {
    expect(links(text)).toEqual([]);
    expect(
      linkify(text)
        .map((piece) => piece.text)
        .join(""),
    ).toBe(text);
  });

  it("stops a link at quotes and angle brackets, so markup around it stays text", () => {
    const pieces = linkify('<a href="https://evil.example/x">hi</a>');
    expect(links('<a href="https://evil.example/x">hi</a>').map((l) => l.href)).toEqual(["https://evil.example/x"]);
    expect(pieces.map((piece) => piece.text).join("")).toBe('<a href="https://evil.example/x">hi</a>');
  });

  it("ends a link at a right-to-left override, so the visible address is the real one", () => {
    const text = "https://good.example/\u202Egnp.exe";
    expect(links(text).map((l) => l.href)).toEqual(["https://good.example/"]);
    expect(
      linkify(text)
        .map((piece) => piece.text)
        .join(""),
    ).toBe(text);
  });

  it("keeps every character of the input, in order", () => {
    const text = "a https://x.in b\nhttps://y.in/z, c \u202Ed";
    expect(
      linkify(text)
        .map((piece) => piece.text)
        .join(""),
    ).toBe(text);
  });
});

describe("safeHref", () => {
  it("accepts http(s) URLs and refuses every other scheme", () => {
    expect(safeHref("https://x.in/a b")).toBe("https://x.in/a%20b");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("ftp://x.in")).toBeNull();
    expect(safeHref("not a url")).toBeNull();
  });
});
