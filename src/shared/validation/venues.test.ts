import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import { fieldErrors, parseOk } from "./test-helpers";
import { addAmenity, normalizeAmenities, VENUE_DEFAULTS, venueFormSchema, withVenueDefaults } from "./venues";

describe("addAmenity", () => {
  it("adds a trimmed amenity", () => {
    expect(addAmenity(["Parking"], "  Bar  ")).toEqual(["Parking", "Bar"]);
  });

  it("ignores blank input", () => {
    expect(addAmenity(["Parking"], "")).toEqual(["Parking"]);
    expect(addAmenity(["Parking"], "   ")).toEqual(["Parking"]);
  });

  it("ignores duplicates, whatever their case or spacing", () => {
    expect(addAmenity(["Parking", "WiFi"], "Parking")).toEqual(["Parking", "WiFi"]);
    expect(addAmenity(["Parking", "WiFi"], " wifi ")).toEqual(["Parking", "WiFi"]);
  });

  it("never changes the list it was given", () => {
    const list = ["Parking"];
    const result = addAmenity(list, "Bar");
    expect(list).toEqual(["Parking"]);
    expect(addAmenity(list, "")).not.toBe(list);
    expect(result).not.toBe(list);
  });

  it("normalises a whole list the same way", () => {
    expect(normalizeAmenities([" Bar", "", "bar", "Green room ", "BAR"])).toEqual(["Bar", "Green room"]);
  });
});

describe("withVenueDefaults", () => {
  it("fills a loaded venue's blanks with the spec's defaults", () => {
    expect(withVenueDefaults({ id: "v1", capacity: null, halls: null, rating: null, openingHours: " " })).toEqual({
      id: "v1",
      capacity: "1000",
      halls: 1,
      rating: 4,
      openingHours: "6:00 PM - 2:00 AM",
    });
    expect(withVenueDefaults({})).toEqual(VENUE_DEFAULTS);
  });

  it("keeps real values, including a rating of 0", () => {
    expect(withVenueDefaults({ capacity: "250", halls: 3, rating: 0, openingHours: "8 PM - 1 AM" })).toEqual({
      capacity: "250",
      halls: 3,
      rating: 0,
      openingHours: "8 PM - 1 AM",
    });
  });
});

describe("venueFormSchema", () => {
  const base = { name: "antiSOCIAL", city: "Mumbai" };

  it("needs a name and a city", () => {
    expect(fieldErrors(venueFormSchema, { name: " ", city: "" })).toEqual({
      name: [MESSAGES.venueNameRequired],
      city: [MESSAGES.venueCityRequired],
    });
  });

  it("fills halls 1 and rating 4 when blank, and empty lists", () => {
    expect(parseOk(venueFormSchema, { ...base, halls: "", rating: "" })).toMatchObject({
      halls: 1,
      rating: 4,
      amenities: [],
      imageUrls: [],
      capacity: null,
    });
    expect(parseOk(venueFormSchema, { ...base, halls: Number.NaN, rating: "four" })).toMatchObject({
      halls: 1,
      rating: 4,
    });
  });

  it("takes halls as a whole number of at least 1", () => {
    expect(parseOk(venueFormSchema, { ...base, halls: "3" }).halls).toBe(3);
    for (const halls of [0, "0", -1, 2.5]) {
      expect(fieldErrors(venueFormSchema, { ...base, halls })).toEqual({ halls: [MESSAGES.hallsWhole] });
    }
  });

  it("takes a rating from 0 to 5, rounded to one decimal", () => {
    expect(parseOk(venueFormSchema, { ...base, rating: 0 }).rating).toBe(0);
    expect(parseOk(venueFormSchema, { ...base, rating: "5" }).rating).toBe(5);
    expect(parseOk(venueFormSchema, { ...base, rating: 4.26 }).rating).toBe(4.3);
    for (const rating of [-0.1, 5.1, "7"]) {
      expect(fieldErrors(venueFormSchema, { ...base, rating })).toEqual({ rating: [MESSAGES.ratingRange] });
    }
  });

  it("keeps capacity as free text", () => {
    expect(parseOk(venueFormSchema, { ...base, capacity: " 500 standing " }).capacity).toBe("500 standing");
  });

  it("normalises amenities", () => {
    expect(parseOk(venueFormSchema, { ...base, amenities: ["Bar", " bar ", ""] }).amenities).toEqual(["Bar"]);
  });

  it("accepts only http(s) websites", () => {
    expect(parseOk(venueFormSchema, { ...base, website: "https://antisocial.in" }).website).toBe(
      "https://antisocial.in",
    );
    expect(parseOk(venueFormSchema, { ...base, website: "" }).website).toBeNull();
    expect(fieldErrors(venueFormSchema, { ...base, website: "javascript:alert(1)" })).toEqual({
      website: [MESSAGES.invalidUrl],
    });
  });

  it("checks each image address", () => {
    expect(fieldErrors(venueFormSchema, { ...base, imageUrls: ["/media/v/1.webp", "ftp://x/2.png"] })).toEqual({
      "imageUrls.1": [MESSAGES.invalidImageRef],
    });
  });
});
