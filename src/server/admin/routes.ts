import { adminOnly } from "../auth/guards";
import { createRouter } from "../lib/openapi";
import { adminArtistRoutes } from "./artists/routes";
import { auditRoutes } from "./audit/routes";
import { bandApprovalRoutes } from "./band-approvals/routes";
import { adminBandRoutes } from "./bands/routes";
import { adminClaimRoutes } from "./claims/routes";
import { adminEventRoutes } from "./events/routes";
import { adminModerationRoutes } from "./moderation/routes";
import { adminVenueRoutes } from "./venues/routes";

/**
 * /api/admin/*: every route here answers 401 to visitors and 403 to anyone but an admin (000 §6). The
 * guard is registered before the routes, so it runs before their input is validated (401 before 422).
 */
export function adminRoutes() {
  const router = createRouter();
  router.use("/api/admin/*", adminOnly());
  // The approval queue's static paths (/api/admin/bands/pending…) before /api/admin/bands/{id}.
  router.route("/", bandApprovalRoutes());
  router.route("/", adminBandRoutes());
  router.route("/", adminVenueRoutes());
  router.route("/", adminEventRoutes());
  router.route("/", adminArtistRoutes());
  router.route("/", auditRoutes());
  router.route("/", adminClaimRoutes());
  router.route("/", adminModerationRoutes());
  return router;
}
