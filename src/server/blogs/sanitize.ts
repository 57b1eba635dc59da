import sanitizeHtml from "sanitize-html";

/**
 * The blog body's allow-list. Blog HTML is written by admins and shown to everyone, so it is
 * cleaned when it is stored and again when it is served: anything not listed here (script, style,
 * iframe, forms, on* handlers, style attributes, javascript:/data: links) is dropped, and the text
 * inside dropped script and style elements goes with them.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "em",
    "b",
    "i",
    "ul",
    "ol",
    "li",
    "a",
    "blockquote",
    "img",
    "figure",
    "figcaption",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Links to other sites open in a new tab without handing them our window; site links stay as they are.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, target: "_blank", rel: "noopener noreferrer nofollow" } : rest,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
