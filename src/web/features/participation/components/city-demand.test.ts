import { describe, expect, it } from "vitest";
import { cityDemandLine } from "./city-demand";

describe("cityDemandLine", () => {
  it("counts the fans who want the band in a city", () => {
    expect(cityDemandLine(1, "Pune")).toBe("1 fan in Pune wants them here");
    expect(cityDemandLine(128, "Pune", 0)).toBe("128 fans in Pune want them here");
  });

  it("celebrates a city whose requests a gig answered (the closed loop)", () => {
    expect(cityDemandLine(12, "Pune", 12)).toBe("12 fans asked for Pune — answered!");
    expect(cityDemandLine(1, "Goa", 1)).toBe("1 fan asked for Goa — answered!");
  });
});
