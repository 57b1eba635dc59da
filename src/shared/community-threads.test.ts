import { describe, expect, it } from "vitest";
import {
  CATEGORY_RULE,
  categoryLabel,
  defaultCategory,
  isThreadCategory,
  THREAD_CATEGORIES,
  threadCommentSchema,
  threadPagePath,
  threadPostSchema,
} from "./community-threads";
import { GIF_LINK_RULE } from "./gif-url";

describe("thread categories (001 §3)", () => {
  it("gives the default set, band gossip, and the venue and gig sets", () => {
    expect(THREAD_CATEGORIES.artist).toEqual(["general", "fan-art", "discussion"]);
    expect(THREAD_CATEGORIES.band).toEqual(["general", "fan-art", "discussion", "gossip"]);
    expect(THREAD_CATEGORIES.venue).toEqual(["gig-talk", "tickets", "location", "amenities"]);
    expect(THREAD_CATEGORIES.event).toEqual(["buddy", "tickets", "venue", "gossip"]);
  });

  it("labels buddy as 'Buddy Up' and preselects each thread's first category", () => {
    expect(categoryLabel("buddy")).toBe("Buddy Up");
    expect(categoryLabel("fan-art")).toBe("Fan Art");
    expect(defaultCategory("event")).toBe("buddy");
    expect(defaultCategory("band")).toBe("general");
  });

  it("knows which thread offers which category", () => {
    expect(isThreadCategory("band", "gossip")).toBe(true);
    expect(isThreadCategory("artist", "gossip")).toBe(false);
    expect(isThreadCategory("venue", "general")).toBe(false);
  });

  it("points back to each thread's section on its page", () => {
    expect(threadPagePath("band", "b1")).toBe("/bands/b1#band-chat");
    expect(threadPagePath("artist", "a1")).toBe("/artists/a1#tribe-gossip");
    expect(threadPagePath("event", "e1")).toBe("/events/e1#chat");
  });
});

describe("threadPostSchema", () => {
  it("trims the words, preselects the thread's first category and drops a blank GIF", () => {
    expect(threadPostSchema("event").parse({ content: "  Anyone going alone? ", gifUrl: " " })).toEqual({
      content: "Anyone going alone?",
      postCategory: "buddy",
      gifUrl: null,
    });
  });

  it("refuses blank words, another thread's category and a GIF from anywhere", () => {
    const result = threadPostSchema("artist").safeParse({
      content: "   ",
      postCategory: "gossip",
      gifUrl: "https://evil.example/x.gif",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(["Post cannot be empty", CATEGORY_RULE, GIF_LINK_RULE]);
  });
});

describe("threadCommentSchema", () => {
  it("accepts a reply to a comment and refuses an empty one", () => {
    const parentId = "0b9c1a2e-1111-4222-8333-944455556666";
    expect(threadCommentSchema.parse({ content: " yes! ", parentId })).toEqual({
      content: "yes!",
      gifUrl: null,
      parentId,
    });
    expect(threadCommentSchema.safeParse({ content: " \n " }).error?.issues[0]?.message).toBe(
      "Comment cannot be empty",
    );
  });
});
