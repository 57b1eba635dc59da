import { describe, expect, it } from "vitest";
import { bandEditSchema } from "./bands";
import { eventFieldsSchema } from "./events";
import { MESSAGES } from "./messages";
import { patchOf } from "./patch";
import { fieldErrors, parseOk } from "./test-helpers";
import { venueFormSchema } from "./venues";

describe("patchOf", () => {
  const venuePatch = patchOf(venueFormSchema);

  it("returns only the fields that were sent, so nothing else is blanked or reset", () => {
    expect(parseOk(venuePatch, { phone: " 022 1234 " })).toEqual({ phone: "022 1234" });
    expect(parseOk(venuePatch, {})).toEqual({});
  });

  it("still applies each sent field's own rules: blanks to null, fallbacks, defaults", () => {
    expect(parseOk(venuePatch, { description: "", halls: "", amenities: [" Bar", "bar"] })).toEqual({
      description: null,
      halls: 1,
      amenities: ["Bar"],
    });
  });

  it("reports the sent fields' errors with the form's messages", () => {
    expect(fieldErrors(venuePatch, { name: "", rating: 9 })).toEqual({
      name: [MESSAGES.venueNameRequired],
      rating: [MESSAGES.ratingRange],
    });
  });

  it("ignores fields the form does not have, and refuses a body that is not an object", () => {
    expect(parseOk(venuePatch, { id: "x", updatedAt: "now", city: "Goa" })).toEqual({ city: "Goa" });
    expect(fieldErrors(venuePatch, null)).toHaveProperty("_");
    expect(fieldErrors(venuePatch, ["name"])).toHaveProperty("_");
  });

  it("reads event times as IST and leaves the line-up alone unless it is sent", () => {
    const patch = patchOf(eventFieldsSchema);
    expect(parseOk(patch, { startTime: "2026-01-01T00:30" })).toEqual({ startTime: new Date("2025-12-31T19:00:00Z") });
    expect(parseOk(patch, {})).toEqual({});
    const act = { kind: "band", id: "00000000-0000-4000-8000-000000000001" };
    expect(parseOk(patch, { lineup: [act, { ...act, headliner: true }] })).toEqual({
      lineup: [{ ...act, headliner: false }],
    });
  });
});

describe("band members in bandEditSchema", () => {
  it("needs a name for every member and fills role, key member and link", () => {
    expect(parseOk(bandEditSchema, { name: "Parvaaz", members: [{ name: " Khalid " }] }).members).toEqual([
      { name: "Khalid", role: null, isKeyMember: false, userId: null },
    ]);
    expect(fieldErrors(bandEditSchema, { name: "Parvaaz", members: [{ name: "" }] })).toEqual({
      "members.0.name": [MESSAGES.memberNameRequired],
    });
  });

  it("leaves members out when they are not sent", () => {
    expect(parseOk(bandEditSchema, { name: "Parvaaz" }).members).toBeUndefined();
  });
});
