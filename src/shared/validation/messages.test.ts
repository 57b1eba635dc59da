import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cityNotFoundHint, MESSAGES, specErrorMap } from "./messages";

describe("spec messages", () => {
  it("keeps the spec's exact wording", () => {
    expect(MESSAGES.credentialsRequired).toBe("You must provide either an email or phone number and a password");
    expect(MESSAGES.identifierRequired).toBe("You must provide either an email or phone number");
    expect(MESSAGES.passwordTooShort).toBe("Password must be at least 6 characters long");
    expect(MESSAGES.passwordsDoNotMatch).toBe("Passwords do not match");
    expect(MESSAGES.cityRequired).toBe("Please select your city");
    expect(MESSAGES.bandNameRequired).toBe("Band name is required");
    expect(MESSAGES.managerNameRequired).toBe("Manager name is required");
    expect(MESSAGES.validEmailRequired).toBe("Valid email is required");
    expect(MESSAGES.bandIdRequired).toBe("Band ID is required");
    expect(MESSAGES.fanPhotoType).toBe("Please select a valid image file (JPG, JPEG, PNG, or GIF)");
  });

  it("builds the city hint around what was typed", () => {
    expect(cityNotFoundHint("Ziro")).toBe('No cities found. You can still enter "Ziro" as your city.');
  });
});

describe("specErrorMap", () => {
  const parse = (schema: z.ZodType, input: unknown) =>
    schema.safeParse(input, { error: specErrorMap }).error?.issues.map((issue) => issue.message);

  it("says 'Required' for a missing value", () => {
    expect(parse(z.object({ name: z.string() }), {})).toEqual(["Required"]);
  });

  it("says 'Expected X, received Y' for a wrong type", () => {
    expect(parse(z.string(), 5)).toEqual(["Expected string, received number"]);
    expect(parse(z.number(), null)).toEqual(["Expected number, received null"]);
    expect(parse(z.object({}), [])).toEqual(["Expected object, received array"]);
  });

  it("counts characters the spec's way", () => {
    expect(parse(z.string().min(3), "ab")).toEqual(["String must contain at least 3 character(s)"]);
    expect(parse(z.string().max(2), "abc")).toEqual(["String must contain at most 2 character(s)"]);
  });

  it("says 'Invalid email'", () => {
    expect(parse(z.email(), "nope")).toEqual(["Invalid email"]);
  });

  it("leaves other issues to zod and explicit messages alone", () => {
    expect(parse(z.number().min(3), 1)?.[0]).toMatch(/3/);
    expect(parse(z.string().min(1, "Mine"), "")).toEqual(["Mine"]);
  });
});
