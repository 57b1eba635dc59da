/**
 * The Share menu's targets (001 §2 'Share menu'): each opens the network's own share page with the
 * link filled in. Only the link and a short text travel; nothing about the fan.
 */
export type ShareTarget = { url: string; title: string; text?: string };

const withQuery = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params).toString()}`;

const message = (target: ShareTarget) => target.text?.trim() || target.title;

export const twitterShareUrl = (target: ShareTarget) =>
  withQuery("https://twitter.com/intent/tweet", { text: message(target), url: target.url });

export const facebookShareUrl = (target: ShareTarget) =>
  withQuery("https://www.facebook.com/sharer/sharer.php", { u: target.url });

export const whatsAppShareUrl = (target: ShareTarget) =>
  withQuery("https://wa.me/", { text: `${message(target)} ${target.url}` });

/** mailto: wants %20 for spaces, not '+', so the query is built by hand. */
export const emailShareUrl = (target: ShareTarget) =>
  `mailto:?subject=${encodeURIComponent(target.title)}&body=${encodeURIComponent(`${message(target)}\n\n${target.url}`)}`;

/**
 * Book Ticket's generic fallback (001 §9) when a gig has no ticket link: a web search for the gig's
 * tickets, which finds whichever seller lists it.
 */
export const ticketSearchUrl = (gig: { name: string; city?: string | null }) =>
  withQuery("https://www.google.com/search", { q: [gig.name, gig.city?.trim(), "tickets"].filter(Boolean).join(" ") });
