import { describe, expect, it } from "vitest";
import { profileEditSchema } from "./profile";
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
