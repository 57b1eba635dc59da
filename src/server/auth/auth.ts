import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import type { Database } from "../db/client";
import { accounts, fans, sessions, users, verifications } from "../db/schema";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { hitRateLimit, type RateRule } from "../rate-limit/limiter";
import { appOrigins } from "./app-address";
import { existingAccountMail, resetPasswordMail, verificationMail } from "./mails";
import { suspendedMessage, suspensionOf } from "./suspension";

/** better-auth's cookie prefix: the session cookie is `loudtribe.session_token` (`__Secure-` first over https). */
export const AUTH_COOKIE_PREFIX = "loudtribe";
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}.session_token`;

/** "An account with this address exists" mails: at most 3 per mailbox an hour. */
export const EXISTING_ACCOUNT_MAIL_RULE: RateRule = {
  name: "existing-account-mail",
  windowSeconds: 60 * 60,
  max: 3,
  message: "Too many account mails to this address.",
};

export interface AuthHooks {
  /** Runs after a new account and its fans row exist (e.g. to award sign-up XP). Never throws. */
  onAccountCreated?: (userId: string) => Promise<void>;
  /** Runs after an account confirms its e-mail (e.g. to pay its referrer). Never throws. */
  onEmailVerified?: (userId: string) => Promise<void>;
}

/**
 * better-auth on our own tables. Sign-up never signs in by itself (autoSignIn: false): that makes
 * sign-up with an existing e-mail answer exactly like a new one (no account enumeration), and the
 * app then tells the user to check their mail or log in. Unverified users may sign in.
 */
export function createAuth(options: { db: Database; env: Env; mailer: Mailer; logger: Logger; hooks?: AuthHooks }) {
  const { db, env, mailer, logger, hooks } = options;
  const secure = env.APP_URL.startsWith("https://");
  const trustedOrigins = appOrigins(env.APP_URL);
  if (env.NODE_ENV !== "production") trustedOrigins.push("http://localhost:5173");

  return betterAuth({
    appName: "LoudTribe",
    baseURL: env.APP_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { users, sessions, accounts, verifications },
    }),
    user: {
      modelName: "users",
      fields: { image: "avatarUrl" },
      additionalFields: {
        // Never accepted from the client: roles are granted on the server only.
        role: { type: "string", required: false, defaultValue: "fan", input: false },
        userType: { type: "string", required: false, defaultValue: "real", input: false },
        displayName: { type: "string", required: false, input: true },
      },
    },
    session: {
      modelName: "sessions",
      expiresIn: 60 * 60 * 24 * 30,
      // Sliding refresh: an active session is extended at most once a day.
      updateAge: 60 * 60 * 24,
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      requireEmailVerification: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => mailer.send(resetPasswordMail(user.email, url)),
      onExistingUserSignUp: async ({ user }) => {
        // Capped per mailbox, so sign-ups with someone else's address cannot flood them; the HTTP
        // answer is the same either way.
        const { allowed } = await hitRateLimit(db, EXISTING_ACCOUNT_MAIL_RULE, user.email.toLowerCase());
        if (allowed) await mailer.send(existingAccountMail(user.email, env.APP_URL));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => mailer.send(verificationMail(user.email, url)),
      afterEmailVerification: async (user) => {
        await hooks?.onEmailVerified?.(user.id).catch((error: unknown) => {
          logger.error({ err: error, userId: user.id }, "post-verification hook failed");
        });
      },
    },
    // Our own database-backed limiter guards the auth routes (see auth/routes.ts), shared by every
    // server process; better-auth's in-memory one would not be.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth turns its origin and callbackURL checks off under test runners; keep them on,
      // so the API tests see what browsers get (the trusted origins are tested: app-address.test.ts).
      disableOriginCheck: false,
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      database: { generateId: () => randomUUID() },
      // Mail goes out after the answer: a request about a registered address must take as long as
      // one about an unknown address, or the response time would tell them apart.
      backgroundTasks: {
        handler: (task) =>
          void task.catch((error: unknown) => logger.error({ err: error }, "auth: background task failed")),
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Whatever a request carried, a new account is a real fan; better-auth's required `name`
          // arrives empty from sign-up and is stored as "not given".
          before: async (user) => ({
            // better-auth types `name` as a string; our column is nullable and null means "not given".
            data: { ...user, name: (user.name?.trim() || null) as string, role: "fan", userType: "real" },
          }),
          after: async (user) => {
            await db.insert(fans).values({ userId: user.id }).onConflictDoNothing();
            await hooks?.onAccountCreated?.(user.id).catch((error: unknown) => {
              logger.error({ err: error, userId: user.id }, "post-sign-up hook failed");
            });
          },
        },
      },
      session: {
        create: {
          // A suspended member gets no session, whichever way they sign in (issue 16 §4). This runs
          // after the password was checked, so the answer tells a stranger nothing.
          before: async (session) => {
            const suspension = await suspensionOf(db, session.userId);
            if (suspension) {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_SUSPENDED",
                message: suspendedMessage(suspension.until),
              });
            }
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const method = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        logger[method]({ args }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
