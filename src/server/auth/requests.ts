/**
 * What the auth routes let through to better-auth: each body is checked against the spec's rules
 * first (000 §5), then rebuilt from the allowed fields only, so nothing else a client sends (a role,
 * an image URL, an unknown flag) ever reaches better-auth.
 */
import { z } from "zod";
import {
  AUTH_MESSAGES,
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@/shared/validation/auth";
import { emailField, optionalText } from "@/shared/validation/fields";
import { unprocessable } from "../lib/errors";
import {
  COMMON_PASSWORD_MESSAGE,
  GUESSABLE_PASSWORD_MESSAGE,
  isCommonPassword,
  isGuessablePassword,
} from "./password-policy";

/** Sign-in with a phone number (000 §7) needs SMS, which LoudTribe does not send. */
export const PHONE_NOT_SUPPORTED = "Signing in with a phone number is not available. Please use your email address.";

const loose = z.object({
  email: z.string().trim().optional().catch(undefined),
  phone: z.string().trim().optional().catch(undefined),
  password: z.string().optional().catch(undefined),
});

const callbackURL = z.string().max(2048).optional().catch(undefined);

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => ({}));
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function fieldError(field: string, message: string) {
  return unprocessable(message, { [field]: [message] });
}

/** 000 §5: an e-mail or phone plus a password, in the spec's words; then e-mail only. */
function credentials(body: Record<string, unknown>) {
  const data = loose.parse(body);
  if (!(data.email || data.phone) || !data.password) {
    throw fieldError("_", AUTH_MESSAGES.credentialsRequired);
  }
  if (!data.email) throw fieldError("phone", PHONE_NOT_SUPPORTED);
  const email = emailField().safeParse(data.email);
  if (!email.success) throw fieldError("email", email.error.issues[0]!.message);
  return { email: email.data.toLowerCase(), password: data.password };
}

/**
 * A new password: long enough, not absurdly long, not one of the most common ones, and not one
 * guessable from this site or the account's e-mail (when the e-mail is known: not on reset).
 */
export function checkNewPassword(password: unknown, field = "password", email?: string): string {
  if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH) {
    throw fieldError(field, AUTH_MESSAGES.passwordTooShort);
  }
  if (password.length > PASSWORD_MAX_LENGTH) throw fieldError(field, AUTH_MESSAGES.passwordTooLong);
  if (isCommonPassword(password)) throw fieldError(field, COMMON_PASSWORD_MESSAGE);
  if (isGuessablePassword(password, email)) throw fieldError(field, GUESSABLE_PASSWORD_MESSAGE);
  return password;
}

export function signInBody(body: Record<string, unknown>) {
  const { email, password } = credentials(body);
  if (password.length > PASSWORD_MAX_LENGTH) throw fieldError("password", AUTH_MESSAGES.passwordTooLong);
  return { email, password, rememberMe: body.rememberMe === false ? false : undefined };
}

export function signUpBody(body: Record<string, unknown>) {
  const { email, password } = credentials(body);
  checkNewPassword(password, "password", email);
  const displayName = optionalText(DISPLAY_NAME_MAX_LENGTH).safeParse(body.displayName);
  if (!displayName.success) throw fieldError("displayName", displayName.error.issues[0]!.message);
  return {
    email,
    password,
    // better-auth requires a name; an empty one is stored as null (see the user create hook).
    name: "",
    displayName: displayName.data,
    callbackURL: callbackURL.parse(body.callbackURL),
  };
}

/** Re-sends the request to better-auth with a body we built, keeping its cookies and origin. */
export function withBody(request: Request, body: Record<string, unknown>): Request {
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}
