/**
 * The fuzz guard (issue 16): malformed requests across every API route (security/fuzz-harness.ts)
 * must never answer 5xx, and every error must be `{ error: { code, message } }` with a readable
 * message and no stack or SQL. `npm test` runs a fixed-seed subset; `npm run fuzz` the large run
 * (FUZZ_RUNS, a new seed each time unless FUZZ_SEED is set). A failure prints its seed and path:
 * `FUZZ_SEED=<seed> npm run fuzz` replays it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAdmin, createFan, sessionCookieFor, type TestUser } from "../auth/testing";
import { createArtist, createBand } from "../bands/testing";
import { createEvent, createVenue } from "../events/testing";
import { resetRateLimits } from "../participation/testing";
import { createTestApp } from "../test";
import { type FuzzRequest, fuzzRequest, violation } from "./fuzz-harness";

/** The subset `npm test` runs on every change: fixed, so a red run is the same run again. */
const DEFAULT_RUNS = 300;
const DEFAULT_SEED = 1616;

const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? undefined : DEFAULT_SEED;

const t = await createTestApp();

describe("fuzz guard", () => {
  it(`answers ${runs} malformed requests with no 5xx and the JSON error shape`, {
    timeout: 60 * 60 * 1000,
  }, async () => {
    const band = await createBand(t.db);
    const artist = await createArtist(t.db);
    const venue = await createVenue(t.db);
    const event = await createEvent(t.db, { venueId: venue.id });
    const ids = [band.id, artist.id, venue.id, event.id];
    const callers: Record<"fan" | "admin", TestUser> = {
      fan: await createFan(t.deps),
      admin: await createAdmin(t.deps),
    };
    let sent = 0;

    async function send(request: FuzzRequest) {
      // Reach past the limits now and then, so later requests get to the routes themselves.
      if (++sent % 50 === 0) await resetRateLimits(t.db);
      const headers: Record<string, string> = {};
      const user = request.caller === "visitor" ? undefined : callers[request.caller];
      if (user) headers.cookie = user.cookie;
      if (request.body?.contentType) headers["content-type"] = request.body.contentType;
      const res = await t.app.request(request.url, {
        method: request.method,
        headers,
        body: request.body ? request.body.text : undefined,
      });
      const text = await res.text();
      // A fuzzed sign-out ends the session: give the caller a new one.
      if (user && request.url.startsWith("/api/auth/sign-out")) {
        const cookie = await sessionCookieFor(t.deps, user.id);
        callers[request.caller as "fan" | "admin"] = { ...user, cookie, headers: { cookie } };
      }
      return violation(res.status, res.headers.get("content-type") ?? "", text);
    }

    await fc.assert(
      fc.asyncProperty(fuzzRequest(ids), async (request) => {
        const problem = await send(request);
        if (problem) throw new Error(`${request.caller} ${request.method} ${request.url.slice(0, 300)}: ${problem}`);
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(runs);
  });
});
