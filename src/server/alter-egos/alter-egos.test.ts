import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ALTER_EGO_ADJECTIVES, ALTER_EGO_NOUNS, FALLBACK_WORDS } from "@/shared/alter-egos";
import { resetRateLimits } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";
import { ALTER_EGO_RATE_RULE, alterEgoNames } from "./routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await resetRateLimits(t.db);
});

/** adjective + noun + 0–999, split back into its parts. */
function parts(name: string) {
  const adjective = ALTER_EGO_ADJECTIVES.find((word) => name.startsWith(word));
  const rest = adjective ? name.slice(adjective.length) : "";
  const noun = ALTER_EGO_NOUNS.find((word) => rest.startsWith(word));
  const digits = noun ? rest.slice(noun.length) : "";
  return { adjective, noun, digits };
}

describe("GET /api/alter-egos", () => {
  it("answers a visitor three different names of adjective + noun + a number from 0 to 999", async () => {
    for (let round = 0; round < 10; round++) {
      const res = await t.app.request("/api/alter-egos");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const { names } = (await res.json()) as { names: string[] };
      expect(names).toHaveLength(3);
      expect(new Set(names).size).toBe(3);
      for (const name of names) {
        const { adjective, noun, digits } = parts(name);
        expect(adjective, name).toBeDefined();
        expect(noun, name).toBeDefined();
        expect(digits, name).toMatch(/^(0|[1-9]\d{0,2})$/);
        expect(Number(digits)).toBeLessThanOrEqual(999);
      }
    }
  });

  it("has 23 adjectives and 23 nouns (000 §9)", () => {
    expect(new Set(ALTER_EGO_ADJECTIVES).size).toBe(23);
    expect(new Set(ALTER_EGO_NOUNS).size).toBe(23);
  });

  it("reaches both ends of the number range", () => {
    let low = 0;
    // The numbers drawn are 0, 1, 2 (the words the first of each list).
    expect(alterEgoNames((below) => (below === 1000 ? low++ : 0))[0]).toBe(
      `${ALTER_EGO_ADJECTIVES[0]}${ALTER_EGO_NOUNS[0]}0`,
    );
    let high = 999;
    expect(alterEgoNames((below) => (below === 1000 ? high-- : below - 1))[0]).toBe(
      `${ALTER_EGO_ADJECTIVES[22]}${ALTER_EGO_NOUNS[22]}999`,
    );
  });

  it.each([
    [
      "throws",
      () => {
        throw new Error("no randomness");
      },
    ],
    ["keeps repeating itself", () => 0],
  ])(
    "falls back to three names of a word plus a number below 1000 when the random source %s",
    (_, random: (below: number) => number) => {
      const names = alterEgoNames(random);
      expect(names).toHaveLength(3);
      names.forEach((name, i) => {
        expect(name).toMatch(new RegExp(`^${FALLBACK_WORDS[i]}\\d{1,3}$`));
      });
    },
  );

  it("limits requests per client address", async () => {
    for (let i = 0; i < ALTER_EGO_RATE_RULE.max; i++) expect((await t.app.request("/api/alter-egos")).status).toBe(200);
    const res = await t.app.request("/api/alter-egos");
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toBe(ALTER_EGO_RATE_RULE.message);
  });
});
