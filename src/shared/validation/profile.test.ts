import { describe, expect, it } from "vitest";
import { avatarPresetSchema, profileEditSchema, profilePatchSchema } from "./profile";
import { fieldErrors, parseOk } from "./test-helpers";

describe("profileEditSchema", () => {
  it("saves an empty display name and city as null", () => {
    expect(parseOk(profileEditSchema, { displayName: "", city: "  " })).toEqual({ displayName: null, city: null });
    expect(parseOk(profileEditSchema, {})).toEqual({ displayName: null, city: null });
  });

  it("trims what it keeps", () => {
    expect(parseOk(profileEditSchema, { displayName: " Riff ", city: "Pune " })).toEqual({
      displayName: "Riff",
      city: "Pune",
    });
  });

  it("caps the display name at 50 characters", () => {
    expect(fieldErrors(profileEditSchema, { displayName: "x".repeat(51) })).toEqual({
      displayName: ["String must contain at most 50 character(s)"],
    });
  });
});

describe("profilePatchSchema", () => {
  it("returns only the fields sent, blank ones as null", () => {
    expect(parseOk(profilePatchSchema, {})).toEqual({});
    expect(parseOk(profilePatchSchema, { displayName: " " })).toEqual({ displayName: null });
    expect(parseOk(profilePatchSchema, { city: " Pune ", role: "admin" })).toEqual({ city: "Pune" });
  });
});

describe("avatarPresetSchema", () => {
  it("takes 1 to 6 and nothing else", () => {
    expect(parseOk(avatarPresetSchema, { preset: 6 })).toEqual({ preset: 6 });
    for (const preset of [0, 7, 2.5, "1", null]) {
      expect(fieldErrors(avatarPresetSchema, { preset })).toEqual({ preset: ["Choose one of the 6 avatars."] });
    }
  });
});
