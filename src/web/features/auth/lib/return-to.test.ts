import { describe, expect, it } from "vitest";
import { returnPath } from "./return-to";

describe("returnPath", () => {
  it("follows a remembered location or path", () => {
    expect(returnPath({ from: { pathname: "/bands/1", search: "?tab=gigs", hash: "#chat" } })).toBe(
      "/bands/1?tab=gigs#chat",
    );
    expect(returnPath({ from: "/events" })).toBe("/events");
  });

  it("goes home without one, for other sites and for /auth itself", () => {
    for (const state of [
      null,
      undefined,
      {},
      { from: 42 },
      { from: "https://evil.example" },
      { from: "//evil.example" },
      { from: "/\\evil.example" },
      { from: "/auth?mode=login" },
      { from: { pathname: "/auth/reset-password" } },
    ]) {
      expect(returnPath(state)).toBe("/");
    }
  });
});
