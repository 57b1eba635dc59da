import { describe, expect, it } from "vitest";
import { allowConsoleErrors } from "./console-guard";

describe("console guard", () => {
  it("hands an allowed console.error back to the test", () => {
    const errors = allowConsoleErrors();
    console.error("expected %s", "trouble");
    expect(errors).toEqual(["expected trouble"]);
  });

  it("restores console.error between tests", () => {
    expect(allowConsoleErrors()).toEqual([]);
  });
});
