import { describe, expect, it } from "vitest";
import { authorNameFor, displayNameFor, initialsFor, welcomeName } from "./display-name";

describe("displayNameFor", () => {
  it("shows a fan's display name", () => {
    expect(displayNameFor({ role: "fan", displayName: "RiffRaff", name: "Priya S", email: "priya@x.in" })).toBe(
      "RiffRaff",
    );
  });

  it("shows the name for other roles, even when they have a display name", () => {
    expect(displayNameFor({ role: "artist", displayName: "Stage Name", name: "Priya S" })).toBe("Priya S");
    expect(displayNameFor({ role: "admin", displayName: "Boss", name: "Asha" })).toBe("Asha");
  });

  it("falls back to the name when a fan's display name is blank", () => {
    expect(displayNameFor({ role: "fan", displayName: "  ", name: "Priya S" })).toBe("Priya S");
    expect(displayNameFor({ role: "fan", displayName: null, name: "Priya S" })).toBe("Priya S");
  });

  it("falls back to the capitalised e-mail local part", () => {
    expect(displayNameFor({ role: "fan", email: "priya.sharma@example.com" })).toBe("Priya.sharma");
    expect(displayNameFor({ name: "", email: "dj@example.com" })).toBe("Dj");
  });

  it("falls back to '{product} Member'", () => {
    expect(displayNameFor({})).toBe("LoudTribe Member");
    expect(displayNameFor({ role: "fan", displayName: "", name: " ", email: "@example.com" })).toBe("LoudTribe Member");
  });

  it("trims what it shows", () => {
    expect(displayNameFor({ role: "fan", displayName: "  Riff  " })).toBe("Riff");
  });
});

describe("authorNameFor", () => {
  it("shows the chosen name as displayNameFor does", () => {
    expect(authorNameFor({ role: "fan", displayName: " RiffRaff ", name: "Priya S" })).toBe("RiffRaff");
    expect(authorNameFor({ role: "artist", displayName: "Stage Name", name: "Priya S" })).toBe("Priya S");
  });

  it("falls back to 'Anonymous', never to the e-mail (001 §3)", () => {
    expect(authorNameFor({ role: "fan", displayName: " ", name: null, email: "priya@example.com" })).toBe("Anonymous");
    expect(authorNameFor({})).toBe("Anonymous");
  });
});

describe("initialsFor", () => {
  it("takes the first letters of the first two words of the name", () => {
    expect(initialsFor({ role: "fan", displayName: "riff raff rules" })).toBe("RR");
    expect(initialsFor({ name: "Asha Bhosle" })).toBe("AB");
    expect(initialsFor({ name: "Asha" })).toBe("A");
  });

  it("uses the e-mail when there is no name", () => {
    expect(initialsFor({ email: "priya.sharma@example.com" })).toBe("PS");
    expect(initialsFor({ email: "dj@example.com" })).toBe("D");
  });

  it("follows the same rule as the display name for non-fans", () => {
    expect(initialsFor({ role: "admin", displayName: "Zed", name: "Asha Rao" })).toBe("AR");
  });

  it("skips punctuation and emoji, and copes with other scripts", () => {
    expect(initialsFor({ name: "  -- the_band! " })).toBe("TB");
    expect(initialsFor({ name: "🎸 🎤", email: "x@y.in" })).toBe("X");
    expect(initialsFor({ name: "अर्जुन मेहता" })).toBe("अम");
  });

  it("falls back to 'U'", () => {
    expect(initialsFor({})).toBe("U");
    expect(initialsFor({ name: "!!!", email: "@x.in" })).toBe("U");
  });
});

describe("welcomeName", () => {
  it("is the e-mail's local part as typed", () => {
    expect(welcomeName("priya.sharma@example.com")).toBe("priya.sharma");
  });

  it("is 'Tribe Member' without an e-mail", () => {
    expect(welcomeName(null)).toBe("Tribe Member");
    expect(welcomeName(undefined)).toBe("Tribe Member");
    expect(welcomeName("")).toBe("Tribe Member");
    expect(welcomeName("@example.com")).toBe("Tribe Member");
  });
});
