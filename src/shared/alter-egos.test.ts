import { describe, expect, it } from "vitest";
import {
  ALTER_EGO_ADJECTIVES,
  ALTER_EGO_NOUNS,
  browserRandomInt,
  fallbackAlterEgos,
  generateAlterEgos,
  isGeneratedAlterEgo,
} from "./alter-egos";

describe("alter egos", () => {
  it("draws three different names of adjective + noun + 0–999", () => {
    for (let i = 0; i < 200; i++) {
      const names = generateAlterEgos(browserRandomInt);
      expect(new Set(names).size).toBe(3);
      for (const name of names) expect(isGeneratedAlterEgo(name), name).toBe(true);
    }
  });

  it("has 23 words on each list, each a single capitalised word", () => {
    for (const list of [ALTER_EGO_ADJECTIVES, ALTER_EGO_NOUNS]) {
      expect(new Set(list).size).toBe(23);
      for (const word of list) expect(word).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it("falls back to a word plus a number below 1000", () => {
    expect(fallbackAlterEgos(() => 999)).toEqual(["TribeFan999", "IndieFan999", "LoudFan999"]);
    for (const name of fallbackAlterEgos(browserRandomInt)) expect(isGeneratedAlterEgo(name)).toBe(true);
  });

  it("tells other text from a generated name", () => {
    for (const name of ["CosmicDrummer1000", "CosmicDrummer07", "Cosmic Drummer 7", "PurpleDrummer7", "TribeFan"]) {
      expect(isGeneratedAlterEgo(name), name).toBe(false);
    }
  });
});
