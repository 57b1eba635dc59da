import { describe, expect, it } from "vitest";
import { randomUuid, referralLink, shareTargets } from "./referral";

describe("referral links", () => {
  it("carry the user and a fresh random code each time", () => {
    const first = referralLink("u-1", "https://loudtribe.in");
    const second = referralLink("u-1", "https://loudtribe.in");
    expect(first).toMatch(/^https:\/\/loudtribe\.in\/profile\/u-1\/[0-9a-f-]{36}\/registration1$/);
    expect(first).not.toBe(second);
  });

  it("make v4 uuids", () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("encode the link into every share target", () => {
    const link = "https://loudtribe.in/profile/u/c/registration1";
    for (const target of Object.values(shareTargets))
      expect(decodeURIComponent(target(link).replace(/\+/g, " "))).toContain(link);
  });
});
