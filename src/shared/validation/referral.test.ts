import { describe, expect, it } from "vitest";
import { bandPicksSchema, REFERRAL_MESSAGES, referralRegistrationSchema } from "./referral";

const ids = [
  "0b9c1a4e-3f7a-4a39-9d5e-2f1f3c3f2a10",
  "1c9c1a4e-3f7a-4a39-9d5e-2f1f3c3f2a11",
  "2d9c1a4e-3f7a-4a39-9d5e-2f1f3c3f2a12",
];
const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("band picks (000 §5: exactly 3)", () => {
  it("takes three different bands", () => {
    expect(bandPicksSchema.parse(ids)).toEqual(ids);
  });

  it.each([
    ["two", ids.slice(0, 2), REFERRAL_MESSAGES.exactlyThreeBands],
    ["four", [...ids, ids[0]], REFERRAL_MESSAGES.exactlyThreeBands],
    ["one twice, ignoring case", [ids[0], ids[0]!.toUpperCase(), ids[1]], REFERRAL_MESSAGES.differentBands],
    ["a non-id", [ids[0], ids[1], "band"], REFERRAL_MESSAGES.bandsUnavailable],
    ["no list", "x", REFERRAL_MESSAGES.exactlyThreeBands],
  ])("refuses %s", (_, value, expected) => {
    expect(message(bandPicksSchema.safeParse(value))).toBe(expected);
  });
});

describe("referral registration", () => {
  const valid = {
    referrerId: "any-link-part",
    referralCode: "code",
    bandIds: ids,
    displayName: " Groovy Tabla 42 ",
    email: " Friend@Example.test ",
    city: " Pune ",
    password: "violet-tabla-42",
  };

  it("trims the texts and keeps the link's parts as they came", () => {
    expect(referralRegistrationSchema.parse(valid)).toMatchObject({
      referrerId: "any-link-part",
      displayName: "Groovy Tabla 42",
      email: "Friend@Example.test",
      city: "Pune",
    });
  });

  it.each([
    [{ displayName: "  " }, REFERRAL_MESSAGES.nameRequired],
    [{ city: "" }, "Please select your city"],
    [{ password: "12345" }, "Password must be at least 6 characters long"],
    [{ email: "nope" }, "Invalid email"],
    [{ referralCode: "" }, REFERRAL_MESSAGES.linkRequired],
  ])("refuses %o with the spec's message", (change, expected) => {
    expect(message(referralRegistrationSchema.safeParse({ ...valid, ...change }))).toBe(expected);
  });

  it("refuses fields it does not know (a role, say)", () => {
    expect(referralRegistrationSchema.safeParse({ ...valid, role: "admin" }).success).toBe(false);
  });
});
