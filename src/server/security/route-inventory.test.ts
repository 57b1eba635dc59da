/**
 * The route inventory CI enforces (issue 16 §2): every route the Hono app registers (API reads and
 * writes, files, feeds, the web app) must have a row in ROUTE_ACCESS, every API route must be
 * described in the contract, and each row is checked against the running app as a visitor, a fan who
 * manages nothing, a page manager and an admin. A guard that is missing or wrong fails here; what a
 * route does once past its guard is tested in the route's own folder.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { inspectRoutes } from "hono/dev";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "@/shared/contract";
import type { PageKind } from "@/shared/contract/pages";
import { threadTopic } from "@/shared/realtime-topics";
import { createAdmin, createFan, type TestUser } from "../auth/testing";
import { createArtist, createBand } from "../bands/testing";
import { createVenue } from "../events/testing";
import { createManager } from "../pages/testing";
import { resetRateLimits } from "../participation/testing";
import { createTestApp, onTestFileEnd } from "../test";
import { type Access, PASS_THROUGH, ROUTE_ACCESS } from "./route-access";

// A built web app's shape (its routes exist only when there is one, as in production).
const webRoot = mkdtempSync(path.join(tmpdir(), "loudtribe-inventory-web-"));
onTestFileEnd(() => rmSync(webRoot, { recursive: true, force: true }));
mkdirSync(path.join(webRoot, "assets"));
writeFileSync(
  path.join(webRoot, "index.html"),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webRoot, "assets", "index-inventory.js"), "console.log('inventory');");
writeFileSync(path.join(webRoot, "sw.js"), "self.addEventListener('fetch', () => {});");
writeFileSync(path.join(webRoot, "manifest.webmanifest"), '{"name":"LoudTribe"}');
writeFileSync(path.join(webRoot, "version.json"), '{"build":"inventory"}');

const METRICS_TOKEN = "inventory-metrics-token-0123456789";
const t = await createTestApp({ webRoot, env: { METRICS_TOKEN } });

const BODILESS = new Set(["GET", "HEAD", "OPTIONS", "ALL"]);
/** Hono's `/api/bands/:id` is the contract's `/api/bands/{id}`. */
const keyOf = (method: string, honoPath: string) => `${method.toUpperCase()} ${honoPath.replace(/:(\w+)/g, "{$1}")}`;

/** API routes served outside the contract: the contract's own description and its reader. */
const OUTSIDE_CONTRACT = new Set(["GET /api/openapi.json", "GET /api/docs", "GET /api/docs/scalar.js"]);

const contractResponses = new Map(
  apiRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route.responses as Record<string, unknown>]),
);

type Registration = { method: string; path: string; isMiddleware: boolean };

/**
 * What is wrong with the inventory for these registrations: routes without a row, `ALL`
 * registrations that are neither a row nor named pass-through middleware, rows and pass-through
 * entries for nothing registered, and API routes the contract does not describe.
 */
function inventoryProblems(
  registrations: Registration[],
  rows: Record<string, Access> = ROUTE_ACCESS,
  passThrough: Record<string, string> = PASS_THROUGH,
) {
  const handlers = new Map<string, boolean>();
  for (const r of registrations) {
    const key = keyOf(r.method, r.path);
    handlers.set(key, (handlers.get(key) ?? false) || !r.isMiddleware);
  }
  const described = new Set([
    ...apiRoutes.map((route) => `${route.method.toUpperCase()} ${route.path}`),
    ...OUTSIDE_CONTRACT,
  ]);
  const needsRow = (key: string, hasHandler: boolean) => !key.startsWith("ALL ") || hasHandler || !(key in passThrough);
  return {
    withoutRow: [...handlers]
      .filter(([key, hasHandler]) => needsRow(key, hasHandler) && !(key in rows))
      .map(([k]) => k),
    staleRows: Object.keys(rows).filter((key) => !handlers.has(key)),
    stalePassThrough: Object.keys(passThrough).filter(
      (key) => handlers.get(key) !== false || key in rows, // unregistered, answers itself, or has a row too
    ),
    notInContract: [...handlers.keys()].filter(
      (key) => key.split(" ")[1]!.startsWith("/api/") && !key.startsWith("ALL ") && !described.has(key),
    ),
  };
}

const registered = (): Registration[] => inspectRoutes(t.app);

describe("route inventory", () => {
  it("has a row for every route the app registers, each API route in the contract, and no stale rows", () => {
    expect(inventoryProblems(registered())).toEqual({
      withoutRow: [],
      staleRows: [],
      stalePassThrough: [],
      notInContract: [],
    });
  });

  it("fails for a route registered without a row, whatever its method, and for a stale row", () => {
    const extra = new Hono();
    extra.get("/api/inventory-probe/:id", (c) => c.text("read"));
    extra.all("/inventory-probe/*", (c) => c.text("any method"));
    extra.use("/inventory-probe-middleware/*", async (_c, next) => next());
    const problems = inventoryProblems([...registered(), ...inspectRoutes(extra)]);
    expect(problems.withoutRow).toEqual([
      "GET /api/inventory-probe/{id}",
      "ALL /inventory-probe/*",
      "ALL /inventory-probe-middleware/*",
    ]);
    expect(problems.notInContract).toEqual(["GET /api/inventory-probe/{id}"]);

    const withoutMe = registered().filter((r) => !(r.method === "GET" && r.path === "/api/me"));
    expect(inventoryProblems(withoutMe).staleRows).toEqual(["GET /api/me"]);
    // Middleware-only is no excuse for a path that is not named as such.
    const stalePassThrough = { ...PASS_THROUGH, "ALL /api/inventory-probe": "nothing registered" };
    expect(inventoryProblems(registered(), ROUTE_ACCESS, stalePassThrough).stalePassThrough).toEqual([
      "ALL /api/inventory-probe",
    ]);
  });

  /** A `{kind}` route is called on each kind of page: the manager rules differ per kind (pages/policy.ts). */
  const KIND_PATHS = { band: "bands", venue: "venues", artist: "artists" } as const satisfies Record<PageKind, string>;
  const pageKindOf = (path: string): PageKind =>
    path.includes("/pages/venues/") ? "venue" : path.includes("/pages/artists/") ? "artist" : "band";
  const cases = Object.entries(ROUTE_ACCESS).flatMap(([key, access]) =>
    key.includes("{kind}")
      ? (Object.keys(KIND_PATHS) as PageKind[]).map((kind) => [`${key} on a ${kind} page`, access, key, kind] as const)
      : [[key, access, key, pageKindOf(key)] as const],
  );

  async function pageFixture(kind: PageKind) {
    if (kind === "venue") return (await createVenue(t.db)).id;
    if (kind === "artist") return (await createArtist(t.db)).id;
    return (await createBand(t.db)).id;
  }

  type Caller = "visitor" | "fan" | "manager" | "admin";
  type Fixture = { pageId: string; callers: Record<Caller, TestUser | undefined> };

  async function freshFixture(kind: PageKind): Promise<Fixture> {
    const pageId = await pageFixture(kind);
    return {
      pageId,
      callers: {
        visitor: undefined,
        fan: await createFan(t.deps),
        manager: await createManager(t.deps, { kind, id: pageId }),
        admin: await createAdmin(t.deps),
      },
    };
  }

  // Reads change nothing a caller depends on, so they share one fixture per page kind; a write (a
  // sign-out above all) gets fresh callers.
  const shared = new Map<PageKind, Promise<Fixture>>();
  const fixtureFor = (method: string, kind: PageKind) => {
    if (!BODILESS.has(method)) return freshFixture(kind);
    if (!shared.has(kind)) shared.set(kind, freshFixture(kind));
    return shared.get(kind)!;
  };

  /** Where a made-up URL would not reach the route: a file that exists, a page, a public thread to follow. */
  const URLS: Record<string, (pageId: string) => string> = {
    "ALL /assets/*": () => "/assets/index-inventory.js",
    "GET /*": () => "/bands",
    "GET /api/realtime": (pageId) => `/api/realtime?topics=${threadTopic("band", pageId)}`,
  };

  /** A URL for the route: its page's id on page, band and dashboard routes, else unknown ids and names. */
  function urlFor(key: string, path: string, kind: PageKind, pageId: string) {
    const fixed = URLS[key];
    if (fixed) return fixed(pageId);
    const onPage = /^\/api\/(pages|bands|manage|demand\/bands)\//.test(path);
    return path
      .replace("{kind}", KIND_PATHS[kind])
      .replace("{entityType}", "band")
      .replace("{entityId}", pageId)
      .replace("{userId}", randomUUID())
      .replace("{id}", onPage ? pageId : randomUUID())
      .replace("{token}", randomUUID())
      .replace("{file}", `${randomUUID()}.ics`)
      .replace("{bucket}", "band-assets")
      .replace("{key}", `${randomUUID()}.webp`)
      .replace("{width}", "640")
      .replace(/\*$/, "no-such-path");
  }

  /** Where the owner check follows the body's validation, a valid body, so a 422 cannot hide a missing guard. */
  const BODIES: Record<string, () => unknown> = {
    "POST /api/pages/{kind}/{id}/managers": () => ({ email: `nobody-${randomUUID()}@example.test` }),
    "POST /api/pages/{kind}/{id}/hand-over": () => ({ userId: randomUUID() }),
  };

  /** The status only: a stream (the realtime route) never ends, so its body is dropped unread. */
  async function statusOf(method: string, url: string, user: TestUser | undefined, body: unknown) {
    const bodiless = BODILESS.has(method);
    const res = await t.app.request(url, {
      method: method === "ALL" ? "GET" : method,
      headers: { ...(user?.headers ?? {}), ...(bodiless ? {} : { "content-type": "application/json" }) },
      body: bodiless ? undefined : JSON.stringify(body),
    });
    await res.body?.cancel();
    return res.status;
  }

  type Seen = number | "passes" | "refused";
  const EXPECTED: Record<Access, Record<Caller, Seen>> = {
    anyone: { visitor: "passes", fan: "passes", manager: "passes", admin: "passes" },
    member: { visitor: 401, fan: "passes", manager: "passes", admin: "passes" },
    fan: { visitor: 401, fan: "passes", manager: "passes", admin: 403 },
    manager: { visitor: 401, fan: 403, manager: "passes", admin: "passes" },
    admin: { visitor: 401, fan: 403, manager: 403, admin: "passes" },
    token: { visitor: "refused", fan: "refused", manager: "refused", admin: "refused" },
  };

  /** 401 and 403 are the guard's; 5xx is a failure; anything else got past the guard. */
  const seenAs = (access: Access, status: number): Seen => {
    if (access === "token" && [401, 403, 404].includes(status)) return "refused";
    return status === 401 || status === 403 || status >= 500 ? status : "passes";
  };

  it.each(cases)("%s is for %s", async (_label, access, key, kind) => {
    const [method, path] = key.split(" ") as [string, string];
    const { pageId, callers } = await fixtureFor(method, kind);
    const url = urlFor(key, path, kind, pageId);
    const statuses: Partial<Record<Caller, number>> = {};
    for (const [who, user] of Object.entries(callers) as [Caller, TestUser | undefined][]) {
      await resetRateLimits(t.db);
      statuses[who] = await statusOf(method, url, user, BODIES[key]?.() ?? {});
    }
    const seen = Object.fromEntries(Object.entries(statuses).map(([who, status]) => [who, seenAs(access, status)]));
    expect({ key, url, ...seen }).toEqual({ key, url, ...EXPECTED[access] });
    // A secret's refusal says nothing about the caller: the same answer with or without a session.
    if (access === "token")
      expect(new Set(Object.values(statuses)).size, `${key}: ${JSON.stringify(statuses)}`).toBe(1);
    // The contract (and so /api/openapi.json) lists each refusal the guard gives.
    const described = contractResponses.get(key);
    if (described) {
      const refusals = [...new Set(Object.values(statuses).filter((status) => status === 401 || status === 403))];
      expect(
        refusals.filter((status) => !(String(status) in described)),
        `${key}: refusals missing from the contract`,
      ).toEqual([]);
    }
  });

  describe("the token is the credential", () => {
    it("GET /metrics answers its bearer token", async () => {
      const res = await t.app.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.status).toBe(200);
      await res.body?.cancel();
    });

    it("GET /api/calendar/{file} answers the feed's own link, without a session", async () => {
      const fan = await createFan(t.deps);
      const created = await t.app.request("/api/calendar/feed", { method: "POST", headers: fan.headers });
      expect(created.status).toBe(201);
      const { url } = (await created.json()) as { url: string };
      const res = await t.app.request(new URL(url).pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
      await res.body?.cancel();
    });
  });
});
