/**
 * The push services a subscription may point at. The server POSTs to a subscription's endpoint, so
 * an endpoint the browser did not get from its vendor's push service would let a member make the
 * server call any address (an internal one included). Browsers' services only, over https on the
 * default port, plus origins the operator names (PUSH_SERVICE_ORIGINS: the tests' local service).
 */
const BROWSER_PUSH_HOSTS = [
  "fcm.googleapis.com", // Chrome, Edge on Android, Samsung Internet, Opera, Brave
  "updates.push.services.mozilla.com", // Firefox
  "web.push.apple.com", // Safari (macOS, and iOS 16.4+ apps added to the Home Screen)
  ".push.apple.com",
  ".notify.windows.com", // Edge on Windows
];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  return BROWSER_PUSH_HOSTS.some((host) =>
    host.startsWith(".") ? url.hostname.endsWith(host) : url.hostname === host,
  );
}
