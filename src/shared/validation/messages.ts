/**
 * The user-facing validation messages of the spec (000 §5, 001 §5), written once so the form under
 * the field and the API's 422 say the same words. Messages the spec leaves out are ours, in its tone.
 */
import type { z } from "zod";

export const MESSAGES = {
  // 000 §5, accounts
  credentialsRequired: "You must provide either an email or phone number and a password",
  identifierRequired: "You must provide either an email or phone number",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordTooLong: "Password must be at most 128 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  cityRequired: "Please select your city",
  rejectionReasonRequired: "Please give a reason for rejecting this band",

  // 001 §5, content
  bandNameRequired: "Band name is required",
  managerNameRequired: "Manager name is required",
  validEmailRequired: "Valid email is required",
  bandIdRequired: "Band ID is required",
  memberNameRequired: "Member name is required",
  venueNameRequired: "Venue name is required",
  venueCityRequired: "City is required",
  eventNameRequired: "Event name is required",
  invalidUrl: "Invalid URL (it must start with http:// or https://)",
  invalidImageRef: "Invalid image address",
  invalidDateTime: "Invalid date and time",
  endBeforeStart: "End time must be after the start time",
  hallsWhole: "Halls must be a whole number of at least 1",
  ratingRange: "Rating must be between 0 and 5",
  featuredWhole: "Featured must be a whole number, 0 or more",
  genreUnknown: "Choose a genre from the list",
  postRequired: "Post cannot be empty",
  commentRequired: "Comment cannot be empty",
  fanPhotoType: "Please select a valid image file (JPG, JPEG, PNG, or GIF)",

  // The spec's generic defaults (001 §5), in the wording it quotes.
  required: "Required",
  invalidEmail: "Invalid email",
} as const;

/** 'String must contain at least N character(s)' and friends: the generic messages of 001 §5. */
export const minChars = (n: number | bigint) => `String must contain at least ${n} character(s)`;
export const maxChars = (n: number | bigint) => `String must contain at most ${n} character(s)`;
export const expectedReceived = (expected: string, received: string) => `Expected ${expected}, received ${received}`;

/** The hint under the city box when the list has no match (000 §5): the typed city is still allowed. */
export const cityNotFoundHint = (text: string) => `No cities found. You can still enter "${text}" as your city.`;

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isNaN(value)) return "nan";
  return typeof value;
}

/**
 * An error map giving zod's defaults the spec's wording ('Required', 'Invalid email', …) for schemas
 * that do not name their own message. Opt-in, because zod's config is global: the app entry points
 * install it with `z.config({ customError: specErrorMap })`; our own schemas never depend on it.
 */
export const specErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? MESSAGES.required : expectedReceived(issue.expected, typeName(issue.input));
    case "too_small":
      return issue.origin === "string" ? minChars(issue.minimum) : undefined;
    case "too_big":
      return issue.origin === "string" ? maxChars(issue.maximum) : undefined;
    case "invalid_format":
      return issue.format === "email" ? MESSAGES.invalidEmail : undefined;
    default:
      return undefined;
  }
};
