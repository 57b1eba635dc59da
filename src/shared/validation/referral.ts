/** Referral registration (000 §2, §3, §5): three band picks, an alter ego, then the sign-up fields. */
import { z } from "zod";
import { CITY_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH, newPassword } from "./auth";
import { emailField, requiredText } from "./fields";
import { MESSAGES } from "./messages";

/** 000 §9: exactly 3 bands. */
export const REFERRAL_BAND_COUNT = 3;

/** Messages the spec leaves out, in its tone. */
export const REFERRAL_MESSAGES = {
  exactlyThreeBands: `Please pick exactly ${REFERRAL_BAND_COUNT} bands`,
  differentBands: `Please pick ${REFERRAL_BAND_COUNT} different bands`,
  bandsUnavailable: "Some of the bands you picked are no longer available. Please pick your bands again.",
  nameRequired: "Please choose your alter ego",
  linkRequired: "This referral link is incomplete",
} as const;

/** The link's parts are taken as they come: a mangled referrer or code still lets the friend join. */
const linkPart = requiredText(REFERRAL_MESSAGES.linkRequired, 100);

export const bandPicksSchema = z
  .array(z.guid(REFERRAL_MESSAGES.bandsUnavailable), { error: REFERRAL_MESSAGES.exactlyThreeBands })
  .length(REFERRAL_BAND_COUNT, REFERRAL_MESSAGES.exactlyThreeBands)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
    error: REFERRAL_MESSAGES.differentBands,
  });

/** POST /api/referrals/register. The alter ego becomes the display name. */
export const referralRegistrationSchema = z.strictObject({
  referrerId: linkPart,
  referralCode: linkPart,
  bandIds: bandPicksSchema,
  displayName: requiredText(REFERRAL_MESSAGES.nameRequired, DISPLAY_NAME_MAX_LENGTH),
  email: emailField(),
  city: requiredText(MESSAGES.cityRequired, CITY_MAX_LENGTH),
  password: newPassword,
});

export type ReferralRegistrationInput = z.input<typeof referralRegistrationSchema>;
export type ReferralRegistration = z.output<typeof referralRegistrationSchema>;
