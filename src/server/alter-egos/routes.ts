import { randomInt } from "node:crypto";
import { Hono } from "hono";
import { type AlterEgos, fallbackAlterEgos, generateAlterEgos } from "@/shared/alter-egos";
import type { AppEnv } from "../context";
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

/** GET /api/alter-egos → { names: [a, b, c] } for onboarding step 2 and referral registration2. */
export function alterEgoRoutes() {
  return new Hono<AppEnv>().get("/", rateLimit(ALTER_EGO_RATE_RULE), (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ names: alterEgoNames() });
  });
}
