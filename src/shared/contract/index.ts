/**
 * Every API route, described once. Add a resource's module here: its routes then appear in
 * /api/openapi.json, are checked by the contract tests, and become callable from the web app as
 * `api("GET /api/bands/{id}", { params: { id } })`.
 */

import * as alterEgos from "./alter-egos";
import * as artists from "./artists";
import * as bands from "./bands";
import * as blogs from "./blogs";
import * as calendar from "./calendar";
import * as cities from "./cities";
import * as comments from "./comments";
import * as events from "./events";
import * as fanPhotos from "./fan-photos";
import * as health from "./health";
import * as home from "./home";
import * as me from "./me";
import * as onboarding from "./onboarding";
import * as posts from "./posts";
import * as referrals from "./referrals";
import * as threads from "./threads";
import type { RouteMap } from "./types";
import * as uploads from "./uploads";
import * as users from "./users";
import * as venues from "./venues";
import * as xp from "./xp";

export const apiModules = {
  alterEgos,
  artists,
  bands,
  blogs,
  calendar,
  cities,
  comments,
  events,
  fanPhotos,
  health,
  home,
  me,
  onboarding,
  posts,
  referrals,
  threads,
  uploads,
  users,
  venues,
  xp,
} as const;

/** All route descriptions, for the server's document and tests. */
export const apiRoutes = Object.values(apiModules).flatMap((module) => Object.values(module.routes));

export type ApiRoutes = RouteMap<typeof alterEgos.routes> &
  RouteMap<typeof artists.routes> &
  RouteMap<typeof bands.routes> &
  RouteMap<typeof blogs.routes> &
  RouteMap<typeof calendar.routes> &
  RouteMap<typeof cities.routes> &
  RouteMap<typeof comments.routes> &
  RouteMap<typeof events.routes> &
  RouteMap<typeof fanPhotos.routes> &
  RouteMap<typeof health.routes> &
  RouteMap<typeof home.routes> &
  RouteMap<typeof me.routes> &
  RouteMap<typeof onboarding.routes> &
  RouteMap<typeof posts.routes> &
  RouteMap<typeof referrals.routes> &
  RouteMap<typeof threads.routes> &
  RouteMap<typeof uploads.routes> &
  RouteMap<typeof users.routes> &
  RouteMap<typeof venues.routes> &
  RouteMap<typeof xp.routes>;
export type ApiRouteKey = keyof ApiRoutes;
