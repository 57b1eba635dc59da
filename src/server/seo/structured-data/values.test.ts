import { describe, expect, it } from "vitest";
import { offerOf } from "./gig";
import { httpUrls, istDateTime, postalAddress } from "./values";

describe("postalAddress", () => {
  it.each([
    [
      { city: "Mumbai", location: "Lower Parel, Maharashtra" },
      { streetAddress: "Lower Parel", addressLocality: "Mumbai", addressRegion: "Maharashtra" },
    ],
    [
      { city: "Mumbai", location: "Mumbai, Maharashtra" },
      { addressLocality: "Mumbai", addressRegion: "Maharashtra" },
    ],
    [{ city: "Goa", location: null }, { addressLocality: "Goa" }],
    [{ location: "Pune, Maharashtra" }, { addressLocality: "Pune", addressRegion: "Maharashtra" }],
    [{ location: " Shillong " }, { addressLocality: "Shillong" }],
  ])("reads %j", (place, expected) => {
    expect(postalAddress(place)).toEqual({ "@type": "PostalAddress", ...expected, addressCountry: "IN" });
  });

  it("names no place from blanks", () => {
    expect(postalAddress({ city: " ", location: " , " })).toBeUndefined();
  });
});

describe("offerOf", () => {
  it.each([
    ["₹499", "499"],
    ["₹1,200 onwards", "1200"],
    ["Rs. 350.50 at the door", "350.50"],
    ["Free entry", "0"],
    ["Pay what you like", undefined],
  ])("prices %s as %s rupees", (text, price) => {
    const offer = offerOf(text, null);
    expect(offer?.description).toBe(text);
    expect(offer?.price).toBe(price);
    expect(offer?.priceCurrency).toBe(price === undefined ? undefined : "INR");
  });

  it("keeps only an http(s) ticket URL, and is absent with neither price nor URL", () => {
    expect(offerOf(null, " https://tickets.example/x ")).toEqual({
      "@type": "Offer",
      url: "https://tickets.example/x",
    });
    expect(offerOf(null, "javascript:alert(1)")).toBeUndefined();
    expect(offerOf(" ", null)).toBeUndefined();
  });
});

it("httpUrls keeps web addresses only", () => {
  expect(httpUrls("https://a.example", "@handle", "www.b.example", null, "http://")).toEqual(["https://a.example"]);
});

it("istDateTime writes IST with its offset, whatever zone the server runs in", () => {
  expect(istDateTime(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01T01:30:00+05:30");
});
