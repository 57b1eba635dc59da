/**
 * Every API route, described once. Add a resource's module here: its routes then appear in
 * /api/openapi.json, are checked by the contract tests, and become callable from the web app as
 * `api("GET /api/bands/{id}", { params: { id } })`.
 */
import * as bands from "./bands";
import * as blogs from "./blogs";
import * as calendar from "./calendar";
import * as cities from "./cities";
import * as events from "./events";
import * as home from "./home";
import type { RouteMap } from "./types";
import * as venues from "./venues";

export const apiModules = { bands, blogs, calendar, cities, events, home, venues } as const;

/** All route descriptions, for the server's document and tests. */
export const apiRoutes = Object.values(apiModules).flatMap((module) => Object.values(module.routes));

export type ApiRoutes = RouteMap<typeof bands.routes> &
  RouteMap<typeof blogs.routes> &
  RouteMap<typeof calendar.routes> &
  RouteMap<typeof cities.routes> &
  RouteMap<typeof events.routes> &
  RouteMap<typeof home.routes> &
  RouteMap<typeof venues.routes>;
export type ApiRouteKey = keyof ApiRoutes;
