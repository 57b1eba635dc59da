/**
 * A post's or comment's optional GIF (001 §3 gif_url): one the fan uploaded here, or a link to a GIF
 * on Giphy's or Tenor's media servers.
 *
 * The server does not fetch links people paste: a server that requests any URL it is given can be
 * pointed at private addresses (SSRF), and ours has no business reaching out. Instead a link must
 * name a GIF file on the media hosts of the two big GIF libraries, which serve only images; any
 * other address is refused with a message saying what is accepted.
 */
export const GIF_LINK_RULE = "Paste a GIF link from Giphy or Tenor (ending in .gif or .webp), or upload a GIF.";

const MEDIA_HOSTS = [/^(media\d*|i)\.giphy\.com$/, /^(media\d*|c)\.tenor\.com$/];
const IMAGE_PATH = /\.(gif|webp)$/i;
/** Our own uploads of post GIFs (POST /api/threads/gifs) are stored with the fan photos. */
const OWN_PATH = /^\/media\/fan-photos\/[0-9a-f-]{36}\.(webp|gif)$/;

/** https, no credentials or port, a known GIF media host, a path naming a .gif or .webp file. */
export function isGifLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  if (!MEDIA_HOSTS.some((host) => host.test(url.hostname))) return false;
  return IMAGE_PATH.test(url.pathname);
}

export const isOwnGifPath = (value: string): boolean => OWN_PATH.test(value);

/** A GIF reference a post may carry: our upload's path, or an accepted link. */
export const isGifRef = (value: string): boolean => isOwnGifPath(value) || isGifLink(value);
