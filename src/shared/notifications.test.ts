import { describe, expect, it } from "vitest";
import {
  actorsPhrase,
  defaultPreference,
  gigWhen,
  NOTIFICATION_KINDS,
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
  it("puts every kind in the app, mails comments only in the digest, and alerts phones except for live-celebrated progress", () => {
    expect(defaultPreference("post_comment", "in_app")).toBe(true);
    expect(defaultPreference("post_comment", "email")).toBe(false);
    expect(defaultPreference("post_comment", "push")).toBe(true);
    expect(defaultPreference("level_up", "push")).toBe(false);
    expect(defaultPreference("badge_unlocked", "push")).toBe(false);
    expect(pushedByDefault()).toEqual([
      "comment_reply",
      "post_comment",
      "vote_milestone",
      "submission_reviewed",
      "gig_in_your_city",
      "bring_answered",
      "followed_act_gig",
      "gig_changed",
      "gig_cancelled",
    ]);
  });
});

describe("gig news", () => {
  const gig = {
    eventId: "e",
    name: "Monsoon Night",
    city: "Pune",
    venue: "Antisocial",
    startTime: "2030-02-14T14:30:00+00:00",
    act: "Monsoon Static",
  };
  const say = (kind: "gig_in_your_city" | "bring_answered" | "followed_act_gig") =>
    notificationMessage({ kind, data: gig, actorName: "", otherActors: 0 });

  it("reads '{band} is coming to {city}!' for the two that matter most, with the gig in IST", () => {
    expect(say("gig_in_your_city")).toBe(
      "Monsoon Static is coming to Pune! Monsoon Night, Feb 14, 2030, 8:00 PM IST at Antisocial, Pune",
    );
    expect(say("bring_answered")).toMatch(/^Monsoon Static is coming to Pune! You asked them to come: /);
    expect(say("followed_act_gig")).toBe("Monsoon Static will play Monsoon Night in Pune, Feb 14, 2030, 8:00 PM IST");
    expect(
      notificationMessage({ kind: "gig_cancelled", data: { ...gig, venue: null }, actorName: "", otherActors: 0 }),
    ).toBe("Monsoon Night (Feb 14, 2030, 8:00 PM IST, Pune) is cancelled");
    expect(gigWhen(null)).toBe("date to be announced");
  });

  it("mails at once only the two that matter most, by default", () => {
    expect(NOTIFICATION_KINDS.filter((kind) => defaultPreference(kind, "email"))).toEqual([
      "gig_in_your_city",
      "bring_answered",
    ]);
    expect(NOTIFICATION_KINDS.every((kind) => defaultPreference(kind, "in_app"))).toBe(true);
  });
});
