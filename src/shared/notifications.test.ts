import { describe, expect, it } from "vitest";
import {
  actorsPhrase,
  defaultPreference,
  notificationMessage,
  pushedByDefault,
  unreadBadgeLabel,
} from "./notifications";

describe("unreadBadgeLabel", () => {
  it("hides at 0, shows 1 to 9, and '9+' above 9", () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe("1");
    expect(unreadBadgeLabel(9)).toBe("9");
    expect(unreadBadgeLabel(10)).toBe("9+");
    expect(unreadBadgeLabel(250)).toBe("9+");
  });
});

describe("notificationMessage", () => {
  it("groups actors: 'Ananya', 'Ananya and 1 other', 'Ananya and 11 others'", () => {
    expect(actorsPhrase("Ananya", 0)).toBe("Ananya");
    expect(actorsPhrase("Ananya", 1)).toBe("Ananya and 1 other");
    expect(
      notificationMessage({ kind: "post_comment", data: { postId: "p" }, actorName: "Ananya", otherActors: 11 }),
    ).toBe("Ananya and 11 others commented on your post");
  });

  it("words a rejection with its reason", () => {
    expect(
      notificationMessage({
        kind: "submission_reviewed",
        data: { submission: "gig", name: "Sunburn", status: "rejected", reason: "Duplicate listing" },
        actorName: "",
        otherActors: 0,
      }),
    ).toBe("Your gig suggestion Sunburn was not approved: Duplicate listing");
  });
});

describe("defaultPreference", () => {
  it("puts every kind in the app, mails none one by one, and alerts phones except for live-celebrated progress", () => {
    expect(defaultPreference("post_comment", "in_app")).toBe(true);
    expect(defaultPreference("post_comment", "email")).toBe(false);
    expect(defaultPreference("post_comment", "push")).toBe(true);
    expect(defaultPreference("level_up", "push")).toBe(false);
    expect(defaultPreference("badge_unlocked", "push")).toBe(false);
    expect(pushedByDefault()).toEqual(["comment_reply", "post_comment", "vote_milestone", "submission_reviewed"]);
  });
});
