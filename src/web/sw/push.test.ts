import { describe, expect, it } from "vitest";
import { readPushPayload } from "./push";

const id = "3f0c8a52-5b8e-4c44-9d6f-2f6f1a1b2c3d";

describe("readPushPayload", () => {
  it("shows the server's title and sentence and opens its page", () => {
    const payload = {
      id,
      title: "LoudTribe",
      body: "Ananya commented on your post",
      url: "/posts/1",
      tag: `notification-${id}`,
    };
    expect(readPushPayload(JSON.stringify(payload))).toEqual({
      title: "LoudTribe",
      body: "Ananya commented on your post",
      url: "/posts/1",
      tag: `notification-${id}`,
      notificationId: id,
    });
  });

  it("still shows an alert for a payload it cannot read, opening the notifications", () => {
    for (const text of [null, "", "not json", "42", "null"]) {
      expect(readPushPayload(text)).toMatchObject({ title: "LoudTribe", url: "/notifications", notificationId: null });
    }
  });

  it("never opens another site", () => {
    for (const url of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"]) {
      expect(readPushPayload(JSON.stringify({ url })).url).toBe("/notifications");
    }
  });
});
