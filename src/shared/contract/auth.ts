/**
 * /api/auth: sign-up, sign-in, sessions, e-mail verification and password reset (000 §5). Served by
 * src/server/auth, whose routes check each body in the spec's words and order (auth/requests.ts),
 * rebuild it from the allowed fields and hand it to better-auth; better-auth's other endpoints are
 * a 404. Sessions live in an HttpOnly cookie: no answer carries a token.
 */

import { newPassword, signInSchema, signUpSchema } from "../validation/auth";
import { emailField } from "../validation/fields";
import { sessionUserSchema, signUpAcceptedSchema } from "./accounts";
import { defineRoute, jsonContent, z } from "./define";

const tags: ["Auth"] = ["Auth"];

/** Where a mailed link sends the browser back to (a page of this site). */
const returnUrl = z.string().max(2048).optional();

const jsonBody = <S extends z.ZodType>(schema: S) => ({
  content: { "application/json": { schema } },
  required: true,
});

/** Mails go out (or not) in the background; the answer never says whether the address has an account. */
const mailAccepted = jsonContent(z.object({ status: z.literal(true) }), "Accepted (the same for unknown addresses)");

const redirect = (description: string) => ({
  description,
  headers: { Location: { schema: { type: "string" as const } } },
});

export const sessionSchema = z
  .object({ session: z.object({ expiresAt: z.string() }), user: sessionUserSchema })
  .openapi("Session");
export type Session = z.infer<typeof sessionSchema>;

export const signUp = defineRoute({
  method: "post",
  path: "/api/auth/sign-up/email",
  tags,
  summary: "Create a fan account and mail the confirmation link (no sign-in; a known e-mail gets the same answer)",
  request: { body: jsonBody(signUpSchema.extend({ callbackURL: returnUrl })) },
  responses: { 200: jsonContent(signUpAcceptedSchema, "Accepted; the confirmation mail is on its way") },
  errors: [422, 429],
});

export const signIn = defineRoute({
  method: "post",
  path: "/api/auth/sign-in/email",
  tags,
  summary: "Sign in with e-mail and password; the session cookie is set",
  request: { body: jsonBody(signInSchema.extend({ rememberMe: z.boolean().optional() })) },
  responses: { 200: jsonContent(z.object({ user: sessionUserSchema }), "Signed in") },
  errors: [401, 422, 429],
});

export const getSession = defineRoute({
  method: "get",
  path: "/api/auth/get-session",
  tags,
  summary: "The signed-in user and when the session ends, or null for a visitor",
  responses: { 200: jsonContent(sessionSchema.nullable(), "The session, or null") },
});

export const signOut = defineRoute({
  method: "post",
  path: "/api/auth/sign-out",
  tags,
  summary: "End the session on the server and clear its cookie",
  /** An empty JSON object, passed to better-auth as sent. */
  request: { body: { content: { "application/json": { schema: z.object({}) } } } },
  responses: { 200: jsonContent(z.object({ success: z.literal(true) }), "Signed out") },
  errors: [401],
});

export const verifyEmail = defineRoute({
  method: "get",
  path: "/api/auth/verify-email",
  tags,
  summary: "The mailed confirmation link: confirms the address, signs in, and returns to callbackURL",
  request: { query: z.object({ token: z.string().optional(), callbackURL: returnUrl }) },
  responses: {
    200: jsonContent(z.object({ status: z.literal(true), user: z.null() }), "Confirmed (no callbackURL given)"),
    302: redirect("To callbackURL; with ?error=INVALID_TOKEN when the link is broken or expired"),
  },
  errors: [400, 401],
});

export const sendVerificationEmail = defineRoute({
  method: "post",
  path: "/api/auth/send-verification-email",
  tags,
  summary: "Mail the confirmation link again",
  request: { body: jsonBody(z.object({ email: emailField(), callbackURL: returnUrl })) },
  responses: { 200: mailAccepted },
  errors: [422, 429],
});

export const requestPasswordReset = defineRoute({
  method: "post",
  path: "/api/auth/request-password-reset",
  tags,
  summary: "Mail a password reset link",
  request: { body: jsonBody(z.object({ email: emailField(), redirectTo: returnUrl })) },
  responses: { 200: mailAccepted },
  errors: [422, 429],
});

export const openPasswordResetLink = defineRoute({
  method: "get",
  path: "/api/auth/reset-password/{token}",
  tags,
  summary: "The mailed reset link: sends the browser to callbackURL with ?token= (or ?error=INVALID_TOKEN)",
  request: {
    params: z.object({ token: z.string().openapi({ param: { name: "token", in: "path" } }) }),
    query: z.object({ callbackURL: returnUrl }),
  },
  responses: { 302: redirect("To callbackURL with the token, or with the error") },
  errors: [400],
});

export const resetPassword = defineRoute({
  method: "post",
  path: "/api/auth/reset-password",
  tags,
  summary: "Set a new password with the mailed token; every session of the account ends",
  request: { body: jsonBody(z.object({ token: z.string(), newPassword })) },
  responses: { 200: jsonContent(z.object({ status: z.literal(true) }), "Password changed") },
  errors: [400, 422],
});

export const routes = {
  signUp,
  signIn,
  getSession,
  signOut,
  verifyEmail,
  sendVerificationEmail,
  requestPasswordReset,
  openPasswordResetLink,
  resetPassword,
};
