import { describe, expect, it } from "vitest";
import { isGifLink, isGifRef, isOwnGifPath } from "./gif-url";

describe("GIF references", () => {
  it.each([
    "https://media.giphy.com/media/abc/giphy.gif",
    "https://media3.giphy.com/media/abc/200.webp",
    "https://i.giphy.com/abc.gif",
    "https://media.tenor.com/xyz/tenor.gif",
    "https://c.tenor.com/xyz/tenor.GIF",
  ])("accepts the GIF file %s", (url) => {
    expect(isGifLink(url)).toBe(true);
  });

  it.each([
    "http://media.giphy.com/media/abc/giphy.gif",
    "https://giphy.com/gifs/abc",
    "https://media.giphy.com.evil.example/a.gif",
    "https://evil.example/media.giphy.com/a.gif",
    "https://user:pw@media.giphy.com/a.gif",
    "https://media.giphy.com:8443/a.gif",
    "https://media.giphy.com/a.html",
    "https://127.0.0.1/a.gif",
    "javascript:alert(1)//.gif",
    "not a url",
  ])("refuses %s", (url) => {
    expect(isGifLink(url)).toBe(false);
  });

  it("accepts only our own uploaded GIF paths among site paths", () => {
    expect(isOwnGifPath("/media/fan-photos/0b9c1a2e-1111-4222-8333-944455556666.webp")).toBe(true);
    expect(isOwnGifPath("/media/user-avatars/0b9c1a2e-1111-4222-8333-944455556666.webp")).toBe(false);
    expect(isOwnGifPath("/media/fan-photos/../secrets.webp")).toBe(false);
    expect(isGifRef("/media/fan-photos/0b9c1a2e-1111-4222-8333-944455556666.webp")).toBe(true);
  });
});
