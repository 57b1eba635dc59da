/**
 * Every API route, described once. Add a resource's module here: its routes then appear in
 * /api/openapi.json, are checked by the contract tests, and become callable from the web app as
 * `api("GET /api/bands/{id}", { params: { id } })`.
 */
import * as artists from "./artists";
import * as bands from "./bands";
import * as comments from "./comments";
import * as fanPhotos from "./fan-photos";
import * as posts from "./posts";
import * as threads from "./threads";
import type { RouteMap } from "./types";

export const apiModules = { artists, bands, comments, fanPhotos, posts, threads } as const;

/** All route descriptions, for the server's document and tests. */
export const apiRoutes = Object.values(apiModules).flatMap((module) => Object.values(module.routes));

export type ApiRoutes = RouteMap<typeof artists.routes> &
  RouteMap<typeof bands.routes> &
  RouteMap<typeof comments.routes> &
  RouteMap<typeof fanPhotos.routes> &
  RouteMap<typeof posts.routes> &
  RouteMap<typeof threads.routes>;
export type ApiRouteKey = keyof ApiRoutes;
