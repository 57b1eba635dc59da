/**
 * Where /auth sends the user after signing in (000 §2): the page they came from, remembered in the
 * navigation state as `from` (a router location or a path), else home. Only paths on this site are
 * followed, and never back to /auth itself.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const path =
    typeof from === "string"
      ? from
      : from && typeof from === "object" && "pathname" in from
        ? `${String(from.pathname)}${"search" in from ? String(from.search ?? "") : ""}${"hash" in from ? String(from.hash ?? "") : ""}`
        : "/";
  // '//host' and '/\host' would leave the site.
  if (!/^\/(?![/\\])/.test(path) || /^\/auth(\/|\?|#|$)/.test(path)) return "/";
  return path;
}
