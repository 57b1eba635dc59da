import { describe, expect, it } from "vitest";
import { xpAnnouncement } from "./xp-announcement";

describe("the header's XP announcement", () => {
  it("says the gain and the new total", () => {
    expect(xpAnnouncement({ points: 10, level: 1 }, { points: 15, level: 1 })).toBe(
      "+5 XP. You now have 15 XP Points.",
    );
  });

  it("adds a new level", () => {
    expect(xpAnnouncement({ points: 95, level: 1 }, { points: 1100, level: 2 })).toBe(
      "+1,005 XP. You now have 1,100 XP Points. You reached Level 2!",
    );
  });

  it("says nothing on the first load, without a change, or when the figure goes down", () => {
    expect(xpAnnouncement(undefined, { points: 15, level: 1 })).toBeNull();
    expect(xpAnnouncement({ points: 15, level: 1 }, { points: 15, level: 1 })).toBeNull();
    expect(xpAnnouncement({ points: 15, level: 1 }, { points: 10, level: 1 })).toBeNull();
    expect(xpAnnouncement({ points: 15, level: 1 }, undefined)).toBeNull();
  });
});
