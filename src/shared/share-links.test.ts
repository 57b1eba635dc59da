import { describe, expect, it } from "vitest";
import { emailShareUrl, facebookShareUrl, ticketSearchUrl, twitterShareUrl, whatsAppShareUrl } from "./share-links";

const target = {
  url: "https://loudtribe.example/bands/b1?x=1&y=2",
  title: "Parvaaz on LoudTribe",
  text: "Scream for Parvaaz!",
};

describe("share links", () => {
  it("fills each network's share page with the link, encoded", () => {
    const twitter = new URL(twitterShareUrl(target));
    expect(twitter.origin + twitter.pathname).toBe("https://twitter.com/intent/tweet");
    expect(twitter.searchParams.get("url")).toBe(target.url);
    expect(twitter.searchParams.get("text")).toBe("Scream for Parvaaz!");
    expect(new URL(facebookShareUrl(target)).searchParams.get("u")).toBe(target.url);
    expect(new URL(whatsAppShareUrl(target)).searchParams.get("text")).toBe(`Scream for Parvaaz! ${target.url}`);
  });

  it("writes e-mail links with %20 spaces and the link in the body", () => {
    const mail = emailShareUrl(target);
    expect(mail.startsWith("mailto:?subject=Parvaaz%20on%20LoudTribe&body=")).toBe(true);
    expect(decodeURIComponent(mail.split("body=")[1]!)).toBe(`Scream for Parvaaz!\n\n${target.url}`);
  });

  it("falls back to a search for the gig's tickets", () => {
    expect(new URL(ticketSearchUrl({ name: "Indie Night", city: " Pune " })).searchParams.get("q")).toBe(
      "Indie Night Pune tickets",
    );
    expect(new URL(ticketSearchUrl({ name: "Indie Night", city: null })).searchParams.get("q")).toBe(
      "Indie Night tickets",
    );
  });
});
