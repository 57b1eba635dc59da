/**
 * Every API route, described once. Add a resource's module here: its routes then appear in
 * /api/openapi.json, are checked by the contract tests, and become callable from the web app as
 * `api("GET /api/bands/{id}", { params: { id } })`.
 */

import * as admin from "./admin";
import * as alterEgos from "./alter-egos";
import * as artists from "./artists";
import * as auth from "./auth";
import * as bandSubmissions from "./band-submissions";
import * as bands from "./bands";
import * as blogs from "./blogs";
import * as calendar from "./calendar";
import * as cities from "./cities";
import * as comments from "./comments";
import * as demand from "./demand";
import * as discover from "./discover";
import * as events from "./events";
import * as fanPhotos from "./fan-photos";
import * as gigs from "./gigs";
import * as health from "./health";
import * as home from "./home";
import * as leaderboard from "./leaderboard";
import * as lineups from "./lineups";
import * as manage from "./manage";
import * as me from "./me";
import * as notifications from "./notifications";
import * as onboarding from "./onboarding";
import * as pages from "./pages";
import * as posts from "./posts";
import * as progress from "./progress";
import * as realtime from "./realtime";
import * as referrals from "./referrals";
import * as reports from "./reports";
import * as search from "./search";
import * as submissions from "./submissions";
import * as threads from "./threads";
import type { RouteMap } from "./types";
import * as uploads from "./uploads";
import * as users from "./users";
import * as venues from "./venues";
import * as xp from "./xp";

export const apiModules = {
  admin,
  alterEgos,
  artists,
  bandSubmissions,
  auth,
  bands,
  blogs,
  calendar,
  cities,
  comments,
  demand,
  discover,
  events,
  fanPhotos,
  gigs,
  health,
  home,
  leaderboard,
  lineups,
  manage,
  me,
  notifications,
  onboarding,
  pages,
  posts,
  progress,
  realtime,
  referrals,
  reports,
  submissions,
  search,
  threads,
  uploads,
  users,
  venues,
  xp,
} as const;

/** All route descriptions, for the server's document and tests. */
export const apiRoutes = Object.values(apiModules).flatMap((module) => Object.values(module.routes));

export type ApiRoutes = RouteMap<typeof admin.routes> &
  RouteMap<typeof alterEgos.routes> &
  RouteMap<typeof artists.routes> &
  RouteMap<typeof bandSubmissions.routes> &
  RouteMap<typeof auth.routes> &
  RouteMap<typeof bands.routes> &
  RouteMap<typeof blogs.routes> &
  RouteMap<typeof calendar.routes> &
  RouteMap<typeof cities.routes> &
  RouteMap<typeof comments.routes> &
  RouteMap<typeof demand.routes> &
  RouteMap<typeof discover.routes> &
  RouteMap<typeof events.routes> &
  RouteMap<typeof fanPhotos.routes> &
  RouteMap<typeof gigs.routes> &
  RouteMap<typeof health.routes> &
  RouteMap<typeof home.routes> &
  RouteMap<typeof leaderboard.routes> &
  RouteMap<typeof lineups.routes> &
  RouteMap<typeof manage.routes> &
  RouteMap<typeof me.routes> &
  RouteMap<typeof notifications.routes> &
  RouteMap<typeof onboarding.routes> &
  RouteMap<typeof pages.routes> &
  RouteMap<typeof posts.routes> &
  RouteMap<typeof progress.routes> &
  RouteMap<typeof realtime.routes> &
  RouteMap<typeof referrals.routes> &
  RouteMap<typeof reports.routes> &
  RouteMap<typeof submissions.routes> &
  RouteMap<typeof search.routes> &
  RouteMap<typeof threads.routes> &
  RouteMap<typeof uploads.routes> &
  RouteMap<typeof users.routes> &
  RouteMap<typeof venues.routes> &
  RouteMap<typeof xp.routes>;
export type ApiRouteKey = keyof ApiRoutes;
