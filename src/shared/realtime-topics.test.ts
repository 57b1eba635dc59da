import { describe, expect, it } from "vitest";
import { isPrivateTopic, parseTopic, threadTopic, userTopic } from "./realtime-topics";

const id = "3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b";

describe("realtime topics", () => {
  it("parses the three kinds", () => {
    expect(parseTopic(userTopic(id))).toEqual({ kind: "user", userId: id });
    expect(parseTopic(threadTopic("band", id))).toEqual({ kind: "thread", entityType: "band", entityId: id });
    expect(parseTopic("admin")).toEqual({ kind: "admin" });
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      "user:",
      "user:42",
      `thread:band:${id}x`,
      `thread:blog:${id}`,
      `thread:band`,
      "admin:1",
      `USER:${id}`,
    ]) {
      expect(parseTopic(bad)).toBeNull();
    }
  });

  it("marks user topics private", () => {
    expect(isPrivateTopic(userTopic(id))).toBe(true);
    expect(isPrivateTopic(threadTopic("post", id))).toBe(false);
  });
});
