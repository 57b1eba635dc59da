import { describe, expect, it } from "vitest";
import { XP_ACTIONS } from "./xp-actions";
import { SHARE_CHANNELS, shareAction, shareSubjectKey } from "./xp-share";

describe("share rewards", () => {
  it("pays gig shares as 'Share Event' on every channel", () => {
    for (const channel of SHARE_CHANNELS) expect(shareAction("event", channel)).toBe(XP_ACTIONS.shareEvent);
  });

  it("pays invite links as the referral share on every channel", () => {
    for (const channel of SHARE_CHANNELS) expect(shareAction("referral", channel)).toBe(XP_ACTIONS.shareReferral);
  });

  it("maps the other things' channels to the per-channel actions", () => {
    expect(shareAction("band", "copy")).toBe(XP_ACTIONS.shareLink);
    expect(shareAction("post", "native")).toBe(XP_ACTIONS.shareLink);
    expect(shareAction("artist", "twitter")).toBe(XP_ACTIONS.shareTwitter);
    expect(shareAction("venue", "facebook")).toBe(XP_ACTIONS.shareFacebook);
    expect(shareAction("blog", "whatsapp")).toBe(XP_ACTIONS.shareWhatsApp);
    expect(shareAction("band", "email")).toBe(XP_ACTIONS.shareEmail);
  });

  it("keys a share by the shared thing, and an invite by its channel", () => {
    expect(shareSubjectKey("band", "b1", "twitter")).toBe("band:b1");
    expect(shareSubjectKey("event", "e1", "copy")).toBe("event:e1");
    expect(shareSubjectKey("referral", "any-code", "whatsapp")).toBe("referral:whatsapp");
    expect(shareSubjectKey("referral", undefined, "copy")).toBe("referral:copy");
  });
});
