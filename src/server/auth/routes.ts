import type { RouteConfig } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import { z } from "zod";
import {
  getSession,
  openPasswordResetLink,
  requestPasswordReset,
  resetPassword,
  sendVerificationEmail,
  signIn,
  signOut,
  signUp,
  verifyEmail,
} from "@/shared/contract/auth";
import { AUTH_MESSAGES } from "@/shared/validation/auth";
import { emailField } from "@/shared/validation/fields";
import type { AppEnv } from "../context";
import { HttpError, notFound, unprocessable } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { clientIp } from "../rate-limit/client-ip";
import { rateLimit } from "../rate-limit/middleware";
import { presentSessionUser, toSessionUser } from "./presenter";
import { checkNewPassword, readJson, signInBody, signUpBody, withBody } from "./requests";
import { noteSignInFailure, noteSignInSuccess, signInWait, throttledMessage } from "./sign-in-throttle";

/**
 * Mastodon's limits (its rack-attack rules): per client address, generous enough for the many
 * people an Indian mobile carrier puts behind one address (CGNAT); plus per mailbox for mail, so
 * nobody can be mail-bombed from many addresses.
 */
export const AUTH_RATE_RULES = {
  signIn: {
    name: "sign-in",
    windowSeconds: 5 * 60,
    max: 25,
    message: "Too many sign-in attempts. Please wait 5 minutes and try again.",
  },
  signUp: {
    name: "sign-up",
    windowSeconds: 5 * 60,
    max: 25,
    message: "Too many sign-up attempts. Please wait 5 minutes and try again.",
  },
  mail: {
    name: "auth-mail",
    windowSeconds: 5 * 60,
    max: 25,
    message: "Too many emails requested. Please wait 5 minutes and try again.",
  },
  mailbox: {
    name: "auth-mailbox",
    windowSeconds: 30 * 60,
    max: 5,
    message: "Too many emails requested for this address. Please wait 30 minutes and try again.",
  },
};

/** Friendlier words for better-auth's codes; anything without a message gets the spec's fallback. */
const MESSAGES_BY_CODE: Record<string, string> = {
  FAILED_TO_CREATE_USER: "Failed to create account",
  INVALID_TOKEN: "This link is invalid or has expired. Please request a new one.",
  TOKEN_EXPIRED: "This link is invalid or has expired. Please request a new one.",
};

const FALLBACK_MESSAGE = "An unexpected error occurred";

async function callAuth(c: Context<AppEnv>, request: Request = c.req.raw): Promise<Response> {
  try {
    return await c.get("deps").auth.handler(request);
  } catch (error) {
    c.get("deps").logger.error({ err: error }, "auth handler failed");
    throw new HttpError(500, "internal_error", FALLBACK_MESSAGE);
  }
}

/** A response with a new JSON body, keeping the status and every header (Set-Cookie above all). */
function withJson(response: Response, body: unknown): Response {
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * better-auth's own Response (its status and Set-Cookie kept, the body reshaped below) as a route's
 * answer: the compiler cannot see through it, so the API tests check each shape against the
 * contract (src/server/test/contract-check.ts).
 */
type AuthAnswer = Response & TypedResponse<never, 200, "json">;
const asAnswer = (response: Response) => response as AuthAnswer;

/** Codes for an error better-auth answers without a JSON body (an empty 500, a plain-text 400). */
const CODES_BY_STATUS: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  429: "rate_limited",
};

/**
 * better-auth answers `{ code, message }`, and now and then an empty or plain-text error; clients of
 * this API always get `{ error: { code, message } }` for any status of 400 and up. Redirects (the
 * e-mail links) and other non-JSON successes pass as they are.
 */
export async function normalise(
  response: Response,
  present?: (body: Record<string, unknown>) => unknown,
): Promise<AuthAnswer> {
  if (!response.headers.get("content-type")?.includes("application/json")) {
    if (response.status < 400) return asAnswer(response);
    const code = CODES_BY_STATUS[response.status] ?? (response.status >= 500 ? "internal_error" : "auth_error");
    return asAnswer(withJson(response, { error: { code, message: FALLBACK_MESSAGE } }));
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return asAnswer(present ? withJson(response, present(body ?? {})) : response);
  if (body && typeof body === "object" && "error" in body) return asAnswer(response);
  const code = typeof body?.code === "string" ? body.code : "AUTH_ERROR";
  const message =
    MESSAGES_BY_CODE[code] ?? (typeof body?.message === "string" && body.message ? body.message : FALLBACK_MESSAGE);
  return asAnswer(withJson(response, { error: { code: code.toLowerCase(), message } }));
}

const mailBody = z.object({ email: z.string().optional().catch(undefined) });

/** The mailbox a mail request is for; 000 §5: resend and recovery need an e-mail. */
async function mailAddress(c: Context<AppEnv>): Promise<string> {
  const raw = mailBody.parse(await readJson(c.req.raw)).email?.trim();
  if (!raw) throw unprocessable(AUTH_MESSAGES.identifierRequired, { email: [AUTH_MESSAGES.identifierRequired] });
  const email = emailField().safeParse(raw);
  if (!email.success) throw unprocessable(email.error.issues[0]!.message, { email: [email.error.issues[0]!.message] });
  return email.data.toLowerCase();
}

const mailLimits = [rateLimit(AUTH_RATE_RULES.mail), rateLimit(AUTH_RATE_RULES.mailbox, mailAddress)] as const;

/**
 * The contract describes these bodies for the document and the web's types; the handler reads them
 * itself: requests.ts checks them in 000 §5's words and order (the credentials rule before any single
 * field, a phone number refused by name) and rebuilds them for better-auth, or (sign-out) the body
 * goes to better-auth unread, as sent.
 */
function bodyReadByHandler<R extends RouteConfig>(route: R) {
  const { body: _readByHandler, ...request } = route.request ?? {};
  return { ...route, request };
}

/**
 * better-auth, behind /api/auth, with only the endpoints LoudTribe uses. Everything else it offers
 * (update-user, change-email, delete-user, …) would bypass our validation and is a 404.
 */
export function authRoutes() {
  const router = createRouter();

  router.openapi({ ...bodyReadByHandler(signUp), middleware: [rateLimit(AUTH_RATE_RULES.signUp)] }, async (c) => {
    const body = signUpBody(await readJson(c.req.raw));
    // New and existing e-mails get the same answer (autoSignIn is off): only the mail differs.
    return normalise(await callAuth(c, withBody(c.req.raw, body)), () => ({ status: true, email: body.email }));
  });

  router.openapi({ ...bodyReadByHandler(signIn), middleware: [rateLimit(AUTH_RATE_RULES.signIn)] }, async (c) => {
    const body = signInBody(await readJson(c.req.raw));
    const address = clientIp(c);
    const wait = await signInWait(c, body.email, address);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw new HttpError(429, "rate_limited", throttledMessage(wait));
    }
    const response = await callAuth(c, withBody(c.req.raw, body));
    // 401 is a wrong password (or no such account: counted alike); 403 'verify your e-mail' had the right one.
    if (response.status === 401) await noteSignInFailure(c, body.email, address);
    if (response.ok) await noteSignInSuccess(c, body.email, address, response);
    return normalise(response, (result) => ({
      user: presentSessionUser(toSessionUser(result.user as Record<string, unknown>)),
    }));
  });

  router.openapi(getSession, async (c) =>
    normalise(await callAuth(c), (result) => {
      const session = result.session as { expiresAt?: string } | undefined;
      if (!session || !result.user) return null;
      return {
        session: { expiresAt: session.expiresAt },
        user: presentSessionUser(toSessionUser(result.user as Record<string, unknown>)),
      };
    }),
  );

  router.openapi(bodyReadByHandler(signOut), async (c) => normalise(await callAuth(c)));
  router.openapi(verifyEmail, async (c) => normalise(await callAuth(c)));
  router.openapi(openPasswordResetLink, async (c) => normalise(await callAuth(c)));

  router.openapi({ ...bodyReadByHandler(sendVerificationEmail), middleware: [...mailLimits] }, async (c) => {
    const body = await readJson(c.req.raw);
    const email = await mailAddress(c);
    const request = withBody(c.req.raw, {
      email,
      callbackURL: typeof body.callbackURL === "string" ? body.callbackURL : undefined,
    });
    return normalise(await callAuth(c, request), () => ({ status: true }));
  });

  router.openapi({ ...bodyReadByHandler(requestPasswordReset), middleware: [...mailLimits] }, async (c) => {
    const body = await readJson(c.req.raw);
    const email = await mailAddress(c);
    const request = withBody(c.req.raw, {
      email,
      redirectTo: typeof body.redirectTo === "string" ? body.redirectTo : undefined,
    });
    return normalise(await callAuth(c, request), () => ({ status: true }));
  });

  router.openapi(bodyReadByHandler(resetPassword), async (c) => {
    const body = await readJson(c.req.raw);
    const newPassword = checkNewPassword(body.newPassword, "newPassword");
    const token = typeof body.token === "string" ? body.token : "";
    return normalise(await callAuth(c, withBody(c.req.raw, { newPassword, token })), () => ({ status: true }));
  });

  router.all("/api/auth/*", () => {
    throw notFound("There is no such sign-in endpoint.");
  });
  return router;
}
