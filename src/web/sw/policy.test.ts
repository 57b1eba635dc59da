import { describe, expect, it } from "vitest";
import { isCachedApiRead } from "./policy";

describe("which API reads the service worker keeps for offline use", () => {
  it.each(["/api/bands", "/api/bands/123", "/api/events?city=Pune", "/api/home", "/api/venues/9", "/api/blogs"])(
    "keeps the public read %s",
    (path) => expect(isCachedApiRead(new URL(path, "http://x").pathname)).toBe(true),
  );

  it.each([
    "/api/me",
    "/api/me/xp",
    "/api/auth/get-session",
    "/api/admin/bands",
    "/api/realtime",
    "/api/calendar/feed",
    "/bands/123",
  ])("never keeps %s (private, live, or not the API)", (path) => expect(isCachedApiRead(path)).toBe(false));

  it("does not mistake a longer name for a private prefix", () => {
    expect(isCachedApiRead("/api/media-kit")).toBe(true);
    expect(isCachedApiRead("/api/meetups")).toBe(true);
  });
});
