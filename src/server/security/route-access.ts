/**
 * Who may call each mutating API route (issue 16). `security/route-inventory.test.ts` fails when a
 * route the app registers has no row here, or when a caller the row excludes gets past the guard.
 *
 * - `anyone`: visitors too (sign-up, sign-in, the onboarding and referral funnels, sign-out).
 * - `member`: any signed-in account; what the route then allows (your own post, your own photo) is
 *   the resource's own rule, tested in its folder.
 * - `fan`: a signed-in account that earns XP; admins earn none, so they are refused.
 * - `manager`: a member who manages the page (its owner for editors and hand-over), or an admin;
 *   for the edit forms' uploads, a member who manages any page (artists too).
 * - `admin`: admins only.
 */
export type Access = "anyone" | "member" | "fan" | "manager" | "admin";

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
};
