/**
 * Finds the web links in a fan's post or comment so the page can make them clickable. The text
 * itself is never parsed as HTML: the result is plain pieces that React renders as text, and only
 * pieces that parse as http(s) URLs become links. `javascript:`, `data:` and friends stay text.
 */
export type TextPiece = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// Bidirectional controls end a link: an RLO inside a URL would show it reversed, so the address a
// reader sees would not be the one they open.
const BIDI_CONTROLS = "\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069";
const URL_CANDIDATE = new RegExp(`\\bhttps?:\\/\\/[^\\s<>"'\`${BIDI_CONTROLS}]+`, "gi");
// Sentence punctuation after a link belongs to the sentence ('see https://x.in/a.').
const TRAILING = /[.,!?;:*_~]+$/;

function trimTrailing(candidate: string): string {
  let url = candidate.replace(TRAILING, "");
  // A closing bracket is part of the URL only when the URL opened one ('(see https://w.org/A_(b))').
  while (/[)\]]$/.test(url)) {
    const close = url.at(-1)!;
    const open = close === ")" ? "(" : "[";
    if (url.split(open).length >= url.split(close).length) break;
    url = url.slice(0, -1).replace(TRAILING, "");
  }
  return url;
}

/** The URL as a safe href, or null when it is not a well-formed http(s) address. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = pieces.at(-1);
    if (previous?.kind === "text") previous.text += value;
    else pieces.push({ kind: "text", text: value });
  };
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const url = trimTrailing(match[0]);
    const href = safeHref(url);
    pushText(text.slice(last, start));
    if (href) pieces.push({ kind: "link", text: url, href });
    else pushText(url);
    last = start + url.length;
  }
  pushText(text.slice(last));
  return pieces;
}
