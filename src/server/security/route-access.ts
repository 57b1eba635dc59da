/**
 * Who may call each route the app registers (issue 16 §2): every API route, reads and writes, and
 * every route outside /api (feeds, files, images, sitemaps, the web app). `route-inventory.test.ts`
 * fails when a registered route has no row here, when a row names no route, and when a caller the
 * row excludes gets past the guard (it calls every row as a visitor, a fan who manages nothing, the
 * page's manager and an admin).
 *
 * - `anyone`: visitors too (public reads, sign-up and sign-in, the onboarding and referral funnels,
 *   files and images, the web app's pages). What a viewer then sees of a hidden or draft item is the
 *   resource's own rule, tested in its folder.
 * - `member`: any signed-in account; what the route then allows (your own post, your own photo) is
 *   the resource's own rule, tested in its folder.
 * - `fan`: a signed-in account that earns XP; admins earn none, so they are refused.
 * - `manager`: a member who manages the page (its owner for editors and hand-over), or an admin;
 *   for the edit forms' uploads, a member who manages any page (artists too).
 * - `admin`: admins only.
 * - `token`: a secret in the request is the credential (a bearer token, a token in the URL), never a
 *   session: without it every caller, admins included, gets the same refusal (401, or 404 where the
 *   route keeps its existence to itself).
 *
 * Keys are `METHOD path` with the contract's `{param}` for Hono's `:param`; `ALL` for a handler
 * registered for every method (the 404s for unknown paths under a prefix, the build's static files).
 */
export type Access = "anyone" | "member" | "fan" | "manager" | "admin" | "token";

export const ROUTE_ACCESS: Record<string, Access> = {
  // Admin review area
  "POST /api/admin/bands/{id}/approve": "admin",
  "POST /api/admin/bands/{id}/reject": "admin",
  "PATCH /api/admin/bands/{id}": "admin",
  "PATCH /api/admin/events/{id}": "admin",
  "PATCH /api/admin/venues/{id}": "admin",
  "POST /api/admin/claims/{id}/approve": "admin",
  "POST /api/admin/claims/{id}/reject": "admin",
  // Moderation (issue 16 §4): decisions on reported items, suspensions
  "POST /api/admin/reports/decisions": "admin",
  "PUT /api/admin/members/{id}/suspension": "admin",
  "DELETE /api/admin/members/{id}/suspension": "admin",
  "POST /api/submissions/gigs/{id}/approve": "admin",
  "POST /api/submissions/gigs/{id}/reject": "admin",
  "POST /api/submissions/venues/{id}/approve": "admin",
  "POST /api/submissions/venues/{id}/reject": "admin",
  // Accounts (better-auth behind our own routes)
  "POST /api/auth/sign-up/email": "anyone",
  "POST /api/auth/sign-in/email": "anyone",
  "POST /api/auth/sign-out": "anyone",
  "POST /api/auth/send-verification-email": "anyone",
  "POST /api/auth/request-password-reset": "anyone",
  "POST /api/auth/reset-password": "anyone",
  // Funnels that create an account
  "POST /api/onboarding": "anyone",
  "PATCH /api/onboarding/{id}": "anyone",
  "POST /api/onboarding/{id}/register": "anyone",
  "POST /api/onboarding/{id}/complete": "member",
  "POST /api/referrals/register": "anyone",
  // A member's own things
  "PATCH /api/me/profile": "member",
  "POST /api/me/avatar": "member",
  "PUT /api/me/avatar/preset": "member",
  "POST /api/calendar/feed": "member",
  "DELETE /api/calendar/feed": "member",
  "POST /api/xp/mission": "fan",
  "POST /api/xp/share": "fan",
  "POST /api/notifications/{id}/read": "member",
  "POST /api/notifications/read-all": "member",
  "PUT /api/notifications/preferences": "member",
  "POST /api/notifications/push/subscriptions": "member",
  "DELETE /api/notifications/push/subscriptions/{id}": "member",
  // The digest's one-click unsubscribe (RFC 8058): the signed token in the link is the credential.
  "POST /api/notifications/unsubscribe": "anyone",
  // Participation
  "PUT /api/artists/{userId}/follow": "member",
  "POST /api/artists/{userId}/scream-vote": "member",
  "PUT /api/bands/{id}/follow": "member",
  "POST /api/bands/{id}/scream-vote": "member",
  "PUT /api/bands/{id}/bring-to-my-city": "member",
  "POST /api/bands/{id}/fan-photos": "member",
  "DELETE /api/fan-photos/{id}": "member",
  "POST /api/events/{id}/rsvp": "member",
  "POST /api/events/{id}/ticket-click": "member",
  "POST /api/events/{id}/calendar": "member",
  "DELETE /api/events/{id}/calendar": "member",
  "POST /api/threads/{entityType}/{entityId}/posts": "member",
  "POST /api/threads/gifs": "member",
  "DELETE /api/posts/{id}": "member",
  "POST /api/posts/{id}/vote": "member",
  "POST /api/posts/{id}/comments": "member",
  "DELETE /api/comments/{id}": "member",
  "POST /api/comments/{id}/vote": "member",
  "POST /api/reports": "member",
  // Submissions and uploads (any member may submit; admins review; the edit forms' pictures)
  "POST /api/band-submissions": "member",
  "POST /api/submissions/gigs": "member",
  "POST /api/submissions/venues": "member",
  "POST /api/uploads/band-submission-image": "member",
  "POST /api/uploads/venue-image": "manager",
  "POST /api/uploads/event-banner": "admin",
  "POST /api/uploads/band-image": "manager",
  // Pages and their managers
  "POST /api/pages/{kind}/{id}/claims": "member",
  "PATCH /api/pages/bands/{id}": "manager",
  "PATCH /api/pages/venues/{id}": "manager",
  "PATCH /api/pages/artists/{id}": "manager",
  "POST /api/pages/{kind}/{id}/managers": "manager",
  "DELETE /api/pages/{kind}/{id}/managers/{userId}": "manager",
  "POST /api/pages/{kind}/{id}/hand-over": "manager",
  // Gigs a band's or venue's managers announce: which page the gig belongs to comes from the body or
  // the gig itself, so the manager rule is checked after validation (gigs/gigs.test.ts covers it per caller).
  "POST /api/gigs": "member",
  "PATCH /api/gigs/{id}": "member",
  "POST /api/gigs/{id}/cancel": "member",

  // ——— Reads and everything outside the mutating API ———
  // Admin review area: /api/admin/* is guarded as a whole (adminOnly, before validation)
  "GET /api/admin/artists": "admin",
  "GET /api/admin/audit": "admin",
  "GET /api/admin/bands/pending": "admin",
  "GET /api/admin/bands/pending-count": "admin",
  "GET /api/admin/bands/{id}": "admin",
  "GET /api/admin/claims": "admin",
  "GET /api/admin/events/{id}": "admin",
  "GET /api/admin/reports": "admin",
  "GET /api/admin/venues/{id}": "admin",
  "GET /api/submissions/gigs": "admin",
  "GET /api/submissions/venues": "admin",
  "GET /api/submissions/pending-count": "admin",
  // Accounts: the session read answers null to a visitor; the e-mail links carry their own token
  // and redirect with an error when it is wrong, whoever follows them.
  "GET /api/auth/get-session": "anyone",
  "GET /api/auth/verify-email": "anyone",
  "GET /api/auth/reset-password/{token}": "anyone",
  "ALL /api/auth/*": "anyone",
  // The onboarding funnel's session id in the path is its capability (as for its PATCH above).
  "GET /api/onboarding/{id}": "anyone",
  "GET /api/alter-egos": "anyone",
  // A member's own things
  "GET /api/me": "member",
  "GET /api/me/xp": "member",
  "GET /api/me/badges": "member",
  "GET /api/progress/gigs": "member",
  "GET /api/progress/badges": "fan",
  "GET /api/progress/streak": "fan",
  "GET /api/progress/history": "fan",
  "GET /api/notifications": "member",
  "GET /api/notifications/unread-count": "member",
  "GET /api/notifications/preferences": "member",
  "GET /api/notifications/push/subscriptions": "member",
  // The VAPID public key is public by design (the browser needs it before subscribing).
  "GET /api/notifications/push/key": "anyone",
  "GET /api/calendar/feed": "member",
  "GET /api/events/{id}/calendar": "member",
  // The calendar feed's file name is its secret token (subscribed to by calendar apps, no cookie).
  "GET /api/calendar/{file}": "token",
  // Pages and their managers: the edit forms' reads, the dashboard and the editors list
  "GET /api/pages/bands/{id}": "manager",
  "GET /api/pages/venues/{id}": "manager",
  "GET /api/pages/artists/{id}": "manager",
  "GET /api/pages/{kind}/{id}/managers": "manager",
  "GET /api/manage/{kind}/{id}": "manager",
  "GET /api/manage/{kind}/{id}/csv": "manager",
  // 'My Pages' lists the member's own pages; what a viewer may do on a page or gig is a flag in the
  // answer (a visitor may ask a page, only a member a gig).
  "GET /api/manage": "member",
  "GET /api/pages/{kind}/{id}/access": "anyone",
  "GET /api/gigs/{id}/access": "member",
  // Public reads: the catalogue, the community, the boards
  "GET /api/home": "anyone",
  "GET /api/search": "anyone",
  "GET /api/cities": "anyone",
  "GET /api/lineup-acts": "anyone",
  "GET /api/discover": "anyone",
  "GET /api/discover/locations": "anyone",
  "GET /api/bands": "anyone",
  "GET /api/bands/{id}": "anyone",
  "GET /api/bands/{id}/gigs": "anyone",
  "GET /api/bands/{id}/photos": "anyone",
  "GET /api/bands/{id}/fan-activity": "anyone",
  "GET /api/bands/{id}/city-demand": "anyone",
  "GET /api/artists/{userId}": "anyone",
  "GET /api/artists/{userId}/gigs": "anyone",
  "GET /api/artists/{userId}/fan-activity": "anyone",
  "GET /api/users/{id}": "anyone",
  "GET /api/venues": "anyone",
  "GET /api/venues/cities": "anyone",
  "GET /api/venues/{id}": "anyone",
  "GET /api/venues/{id}/events": "anyone",
  "GET /api/events": "anyone",
  "GET /api/events/cities": "anyone",
  "GET /api/events/{id}": "anyone",
  "GET /api/events/{id}/going": "anyone",
  "GET /api/events/{id}/rsvp": "anyone",
  "GET /api/events/{id}/calendar.ics": "anyone",
  "GET /api/blogs": "anyone",
  "GET /api/blogs/{id}": "anyone",
  "GET /api/threads/{entityType}/{entityId}/posts": "anyone",
  "GET /api/posts/{id}": "anyone",
  "GET /api/posts/{id}/comments": "anyone",
  "GET /api/comments/{id}": "anyone",
  "GET /api/demand": "anyone",
  "GET /api/demand/bands/{id}": "anyone",
  "GET /api/leaderboard": "anyone",
  "GET /api/xp/matrix": "anyone",
  // Live updates: anyone may follow public threads; the private topics (a member's own, the admins')
  // are realtime/policy.ts's per-topic rule, tested in its folder.
  "GET /api/realtime": "anyone",
  // Operations: liveness and readiness for load balancers; the API's description and its reader
  "GET /api/health": "anyone",
  "GET /api/ready": "anyone",
  "GET /api/openapi.json": "anyone",
  "GET /api/docs": "anyone",
  "GET /api/docs/scalar.js": "anyone",
  // Unknown API paths: a JSON 404 for everyone
  "ALL /api/*": "anyone",
  // Outside the API. Prometheus metrics (bearer METRICS_TOKEN, else 404) and the database dump
  // (loopback callers with the backup token, PGlite only, else 404).
  "GET /metrics": "token",
  "GET /internal/backup/database": "token",
  // Stored files and their resized copies and link-preview cards (public: the keys are unguessable
  // and never name a private file; only raster images are served inline)
  "GET /media/{bucket}/{key}": "anyone",
  "ALL /media/*": "anyone",
  "GET /img/og/site.jpg": "anyone",
  "GET /img/og/{bucket}/{file}": "anyone",
  "GET /img/{width}/{bucket}/{key}": "anyone",
  "ALL /img/*": "anyone",
  // For crawlers
  "GET /robots.txt": "anyone",
  "GET /sitemap.xml": "anyone",
  "GET /sitemaps/{file}": "anyone",
  // The built web app: hashed assets, the service worker, the manifest and the build id, then every
  // page (rendered on the server where public; a member's own pages guard their data through the API).
  "ALL /assets/*": "anyone",
  "GET /assets/*": "anyone",
  "ALL /sw.js": "anyone",
  "ALL /manifest.webmanifest": "anyone",
  "ALL /version.json": "anyone",
  "GET /*": "anyone",
};

/**
 * Registrations that only pass a request on (or refuse it), never answer it themselves: middleware
 * under `app.use`. The inventory accepts an `ALL` registration without a row only when it is named
 * here and every handler on it is middleware, so a real route registered for every method still
 * needs its row.
 */
export const PASS_THROUGH: Record<string, string> = {
  "ALL /*":
    "the request's context, logging, metrics and security headers; with a built web app, its public files (icons), else on to GET /*",
  "ALL /api/admin/*": "the admin area's guard (adminOnly: 401 visitors, 403 non-admins) before each admin row",
  "ALL /api/bands": "the shared read cache of the public band list",
  "ALL /api/search": "the shared read cache of public search",
  "ALL /sitemap.xml": "the embedded database's queue (503 with Retry-After when busy)",
  "ALL /sitemaps/*": "the embedded database's queue (503 with Retry-After when busy)",
};
