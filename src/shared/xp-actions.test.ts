import { describe, expect, it } from "vitest";
import { ENGAGEMENT_MATRIX, pointsFor, XP_ACTIONS } from "./xp-actions";

describe("engagement matrix", () => {
  it("has one row per action name and per key", () => {
    const names = ENGAGEMENT_MATRIX.map((r) => r.action);
    const keys = ENGAGEMENT_MATRIX.map((r) => r.key);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("pays what 000 §9 says for the rows it lists", () => {
    expect(pointsFor("getTicket")).toBe(10);
    expect(pointsFor("readMission")).toBe(5);
    expect(pointsFor("emailRegistration")).toBe(10);
    expect(pointsFor("referredFriend")).toBe(25);
    expect(pointsFor("unlockBadge")).toBe(50);
    expect(pointsFor("maintainStreak")).toBe(50);
    expect(pointsFor("addEventToCalendar")).toBe(20);
  });

  it("decides the amounts the spec leaves out", () => {
    expect(pointsFor("downvotePost")).toBe(1);
    expect(pointsFor("shareEvent")).toBe(10);
  });

  it("maps keys to canonical names", () => {
    expect(XP_ACTIONS.follow).toBe("Follow Artist/Band");
    expect(XP_ACTIONS.rsvpEvent).toBe("RSVP Event");
    expect(XP_ACTIONS.screamVote).toBe("Vote for an Artist/Band");
  });
});
