import { Hono } from "hono";
import { adminOnly } from "../auth/guards";
import { bandApprovalRoutes } from "../band-submissions/routes";
import type { AppEnv } from "../context";
import { adminArtistRoutes } from "./artists/routes";
import { auditRoutes } from "./audit/routes";
import { adminBandRoutes } from "./bands/routes";
import { adminEventRoutes } from "./events/routes";
import { adminVenueRoutes } from "./venues/routes";

/** /api/admin/*: every route here answers 401 to visitors and 403 to anyone but an admin (000 §6). */
export function adminRoutes() {
  const app = new Hono<AppEnv>();
  app.use("*", adminOnly());
  app.route("/bands", bandApprovalRoutes());
  app.route("/bands", adminBandRoutes());
  app.route("/venues", adminVenueRoutes());
  app.route("/events", adminEventRoutes());
  app.route("/artists", adminArtistRoutes());
  app.route("/audit", auditRoutes());
  return app;
}
