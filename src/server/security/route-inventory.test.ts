/**
 * The route inventory CI enforces (issue 16): every mutating route the Hono app registers must be
 * described in the contract and have a row in ROUTE_ACCESS, and each row is checked against the
 * running app as a visitor, a fan, a page manager and an admin. A guard that is missing or wrong
 * fails here; what a route does once past its guard is tested in the route's own folder.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "@/shared/contract";
import type { PageKind } from "@/shared/contract/pages";
import { createAdmin, createFan, type TestUser } from "../auth/testing";
import { createArtist, createBand } from "../bands/testing";
import { createVenue } from "../events/testing";
import { createManager } from "../pages/testing";
import { call, resetRateLimits } from "../participation/testing";
import { createTestApp } from "../test";
import { type Access, ROUTE_ACCESS } from "./route-access";

const t = await createTestApp();

const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
/** Hono's `/api/bands/:id` is the contract's `/api/bands/{id}`. */
const contractPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, "{$1}");

const contractMutations = apiRoutes.filter((route) => !BODILESS.has(route.method.toUpperCase()));

describe("route inventory", () => {
  it("has a row for every mutating route the app registers, each described in the contract, and no stale rows", () => {
    const registered = new Set(
      t.app.routes
        .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL" && !BODILESS.has(route.method))
        .map((route) => keyOf(route.method, contractPath(route.path))),
    );
    const described = new Set(contractMutations.map((route) => keyOf(route.method, route.path)));
    expect(
      [...registered].filter((key) => !described.has(key)),
      "registered but not in the contract",
    ).toEqual([]);
    expect(
      [...described].filter((key) => !(key in ROUTE_ACCESS)),
      "no row in ROUTE_ACCESS",
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((key) => !described.has(key)),
      "rows for no route",
    ).toEqual([]);
  });

  const pageKindOf = (path: string): PageKind =>
    path.includes("/pages/venues/") ? "venue" : path.includes("/pages/artists/") ? "artist" : "band";

  async function pageFixture(kind: PageKind) {
    if (kind === "venue") return (await createVenue(t.db)).id;
    if (kind === "artist") return (await createArtist(t.db)).id;
    return (await createBand(t.db)).id;
  }

  /** A URL for the route: its page's id for page routes, a band for band and thread routes, else unknown ids. */
  function urlFor(path: string, pageId: string) {
    const onPage = path.startsWith("/api/pages/") || path.startsWith("/api/bands/");
    return path
      .replace("{kind}", "bands")
      .replace("{entityType}", "band")
      .replace("{entityId}", pageId)
      .replace("{userId}", randomUUID())
      .replace("{id}", onPage ? pageId : randomUUID());
  }

  const blocked = (status: number) => status === 401 || status === 403;

  /** Where the owner check follows the body's validation, a valid body, so a 422 cannot hide a missing guard. */
  const BODIES: Record<string, () => unknown> = {
    "POST /api/pages/{kind}/{id}/managers": () => ({ email: `nobody-${randomUUID()}@example.test` }),
    "POST /api/pages/{kind}/{id}/hand-over": () => ({ userId: randomUUID() }),
  };

  const EXPECTED: Record<Access, Record<"visitor" | "fan" | "manager" | "admin", number | "passes">> = {
    anyone: { visitor: "passes", fan: "passes", manager: "passes", admin: "passes" },
    member: { visitor: 401, fan: "passes", manager: "passes", admin: "passes" },
    fan: { visitor: 401, fan: "passes", manager: "passes", admin: 403 },
    manager: { visitor: 401, fan: 403, manager: "passes", admin: "passes" },
    admin: { visitor: 401, fan: 403, manager: 403, admin: "passes" },
  };

  it.each(Object.entries(ROUTE_ACCESS))("%s is for %s", async (key, access: Access) => {
    const [method, path] = key.split(" ") as [string, string];
    const kind = pageKindOf(path);
    const pageId = await pageFixture(kind);
    const manager = await createManager(t.deps, { kind, id: pageId });
    const callers: Record<"visitor" | "fan" | "manager" | "admin", TestUser | undefined> = {
      visitor: undefined,
      fan: await createFan(t.deps),
      manager,
      admin: await createAdmin(t.deps),
    };
    const url = urlFor(path, pageId);
    const statuses: Record<string, number> = {};
    for (const [who, user] of Object.entries(callers)) {
      await resetRateLimits(t.db);
      statuses[who] = (await call(t, method, url, user, BODIES[key]?.() ?? {})).status;
    }
    const expected = EXPECTED[access];
    const seen = Object.fromEntries(
      Object.entries(statuses).map(([who, status]) => [who, blocked(status) || status >= 500 ? status : "passes"]),
    );
    expect({ key, ...seen }).toEqual({ key, ...expected });
  });
});
