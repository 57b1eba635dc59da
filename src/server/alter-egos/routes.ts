import { randomInt } from "node:crypto";
import { type AlterEgos, fallbackAlterEgos, generateAlterEgos } from "@/shared/alter-egos";
import { getAlterEgos } from "@/shared/contract/alter-egos";
import { createRouter } from "../lib/openapi";
import { rateLimit } from "../rate-limit/middleware";

/** Public (visitors pick a name before they have an account), so it is limited per client address. */
export const ALTER_EGO_RATE_RULE = {
  name: "alter-egos",
  windowSeconds: 60,
  max: 60,
  message: "Too many new names requested. Please wait a minute and try again.",
};

/** Three names; 000 §7's fallback (a word plus a number) if the generator fails. */
export function alterEgoNames(random: (below: number) => number = randomInt): AlterEgos {
  try {
    return generateAlterEgos(random);
  } catch {
    return fallbackAlterEgos((below) => Math.floor(Math.random() * below));
  }
}

/**
 * GET /api/alter-egos → { names: [a, b, c] } for onboarding step 2 and referral registration2.
 * No rule of its own beyond the rate limit: the generator lives in src/shared/alter-egos.ts.
 */
export function alterEgoRoutes() {
  const router = createRouter();
  router.openapi({ ...getAlterEgos, middleware: [rateLimit(ALTER_EGO_RATE_RULE)] }, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ names: alterEgoNames() }, 200);
  });
  return router;
}
