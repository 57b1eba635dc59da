/**
 * Every API route, described once. Add a resource's module here: its routes then appear in
 * /api/openapi.json, are checked by the contract tests, and become callable from the web app as
 * `api("GET /api/bands/{id}", { params: { id } })`.
 */

import * as alterEgos from "./alter-egos";
import * as bands from "./bands";
import * as blogs from "./blogs";
import * as cities from "./cities";
import * as health from "./health";
import * as me from "./me";
import * as onboarding from "./onboarding";
import * as referrals from "./referrals";
import type { RouteMap } from "./types";
import * as uploads from "./uploads";
import * as users from "./users";
import * as xp from "./xp";

export const apiModules = {
  alterEgos,
  bands,
  blogs,
  cities,
  health,
  me,
  users,
  xp,
  referrals,
  onboarding,
  uploads,
} as const;

/** All route descriptions, for the server's document and tests. */
export const apiRoutes = Object.values(apiModules).flatMap((module) => Object.values(module.routes));

export type ApiRoutes = RouteMap<typeof alterEgos.routes> &
  RouteMap<typeof bands.routes> &
  RouteMap<typeof blogs.routes> &
  RouteMap<typeof cities.routes> &
  RouteMap<typeof health.routes> &
  RouteMap<typeof me.routes> &
  RouteMap<typeof users.routes> &
  RouteMap<typeof xp.routes> &
  RouteMap<typeof referrals.routes> &
  RouteMap<typeof onboarding.routes> &
  RouteMap<typeof uploads.routes>;
export type ApiRouteKey = keyof ApiRoutes;
