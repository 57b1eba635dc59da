import { describe, expect, it } from "vitest";
import { markerPlacement } from "./level-progress";

describe("the 'You are here' marker", () => {
  it.each([
    [0, "0%"],
    [50, "50%"],
    [95, "95%"],
    [100, "100%"],
  ])("at %i%% points at the progress and shifts by the same share of its width, staying inside the bar", (p, at) => {
    expect(markerPlacement(p)).toEqual({ left: at, transform: `translateX(-${at})` });
  });

  it("clamps progress outside 0–100", () => {
    expect(markerPlacement(130)).toEqual({ left: "100%", transform: "translateX(-100%)" });
    expect(markerPlacement(-5)).toEqual({ left: "0%", transform: "translateX(-0%)" });
  });
});
