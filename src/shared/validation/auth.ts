/** Sign-in and sign-up (000 §5): the /auth page, onboarding step 3 and referral registration3. */
import { z } from "zod";
import { emailField, optionalText, requiredText } from "./fields";
import { MESSAGES } from "./messages";

/** The account messages on their own, for server code that checks credentials before better-auth. */
export const AUTH_MESSAGES = {
  credentialsRequired: MESSAGES.credentialsRequired,
  identifierRequired: MESSAGES.identifierRequired,
  passwordTooShort: MESSAGES.passwordTooShort,
  passwordTooLong: MESSAGES.passwordTooLong,
  passwordsDoNotMatch: MESSAGES.passwordsDoNotMatch,
  cityRequired: MESSAGES.cityRequired,
  required: MESSAGES.required,
  invalidEmail: MESSAGES.invalidEmail,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
/** better-auth's default ceiling; the hash cost of very long passwords is a denial-of-service risk. */
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 50;
export const CITY_MAX_LENGTH = 100;

/** City autocomplete (000 §5): suggest from 2 characters, at most 10, close 150 ms after blur. */
export const CITY_SEARCH_MIN_CHARS = 2;
export const CITY_SUGGESTION_LIMIT = 10;
export const CITY_LIST_CLOSE_DELAY_MS = 150;

export const newPassword = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/**
 * The generic credential rule (000 §5): an e-mail or a phone, plus a password. One form-level
 * message rather than per-field ones, because which field is missing depends on the other.
 */
export const credentialsSchema = z
  .object({
    email: z.string().trim().optional(),
    phone: z.string().trim().optional(),
    password: z.string().optional(),
  })
  .refine((value) => !!(value.email || value.phone) && !!value.password, { error: MESSAGES.credentialsRequired });

/** /auth 'Login': e-mail and password required; no length rule, old passwords must still sign in. */
export const signInSchema = z.object({
  email: emailField(),
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH),
});

/** /auth 'Create an account'. */
export const signUpSchema = z.object({
  email: emailField(),
  password: newPassword,
  displayName: optionalText(DISPLAY_NAME_MAX_LENGTH),
});

/**
 * Onboarding step 3 and referral registration3: e-mail, city (a city not in the list is allowed),
 * password and its confirmation. The alter-ego name travels as the display name.
 */
export const onboardingSignUpSchema = z
  .object({
    email: emailField(),
    city: requiredText(MESSAGES.cityRequired, CITY_MAX_LENGTH),
    password: newPassword,
    confirmPassword: z.string({ error: MESSAGES.passwordsDoNotMatch }),
    displayName: optionalText(DISPLAY_NAME_MAX_LENGTH),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type OnboardingSignUpInput = z.input<typeof onboardingSignUpSchema>;
export type OnboardingSignUp = z.output<typeof onboardingSignUpSchema>;
