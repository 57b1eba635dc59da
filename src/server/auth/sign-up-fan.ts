import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { AUTH_MESSAGES, CITY_MAX_LENGTH } from "@/shared/validation/auth";
import type { AppDeps } from "../context";
import { fans, users } from "../db/schema";
import { HttpError, unprocessable } from "../lib/errors";
import { rateLimit } from "../rate-limit/middleware";
import { signUpBody } from "./requests";
import { AUTH_RATE_RULES } from "./routes";

export interface SignUpFanInput {
  email: string;
  password: string;
  /** The chosen alter ego; stored as the fan's display name. */
  displayName: string;
  city: string;
  /** Where the confirmation link returns to (signed in): a path, or a URL on APP_URL. */
  callbackURL?: string;
}

/**
 * The limit of POST /api/auth/sign-up/email, in the same bucket: a route calling signUpFan puts
 * this in front, so the funnels are no side door around the sign-up limit.
 */
export const signUpFanRateLimit = rateLimit(AUTH_RATE_RULES.signUp);

/** Only our own pages may be a confirmation link's destination (no open redirect in our mail). */
function ownCallbackURL(appUrl: string, callbackURL: string | undefined): string | undefined {
  if (!callbackURL) return undefined;
  try {
    const url = new URL(callbackURL, appUrl);
    return url.origin === new URL(appUrl).origin ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

async function emailTaken(deps: Pick<AppDeps, "db">, email: string): Promise<boolean> {
  const [row] = await deps.db.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return Boolean(row);
}

/**
 * Creates a fan account from the onboarding and referral funnels through better-auth's own
 * sign-up, so its password policy, verification mail and duplicate handling apply as on /auth.
 * For an e-mail that already has an account better-auth answers a look-alike user and mails the
 * owner; this returns `{ userId: null }` and the caller must answer exactly as for a new account.
 */
export async function signUpFan(
  deps: Pick<AppDeps, "auth" | "db" | "env">,
  input: SignUpFanInput,
): Promise<{ userId: string | null }> {
  const city = input.city?.trim() ?? "";
  if (!city) throw unprocessable(AUTH_MESSAGES.cityRequired, { city: [AUTH_MESSAGES.cityRequired] });
  if (city.length > CITY_MAX_LENGTH) {
    const message = `City must be at most ${CITY_MAX_LENGTH} characters long`;
    throw unprocessable(message, { city: [message] });
  }
  const body = signUpBody({
    email: input.email,
    password: input.password,
    displayName: input.displayName,
    callbackURL: ownCallbackURL(deps.env.APP_URL, input.callbackURL),
  });
  const db = deps.db.db;
  const result = await deps.auth.api.signUpEmail({ body }).catch(async (error: unknown) => {
    if (!(error instanceof APIError)) throw error;
    // Two sign-ups of one new address at the same moment: both pass better-auth's existence check
    // and the unique e-mail refuses the second. That address now has an account, so the loser is
    // answered like any registered address (no enumeration through a race).
    if (await emailTaken(deps, body.email)) return null;
    // better-auth's own refusals (e.g. FAILED_TO_CREATE_USER) in our shape; 000 §8's fallback text.
    throw new HttpError(422, "sign_up_failed", error.message || "Failed to create account");
  });
  if (!result) return { userId: null };
  // The look-alike user of an existing address has an id no row carries.
  const [created] = await db.select({ id: users.id }).from(users).where(eq(users.id, result.user.id));
  if (!created) return { userId: null };
  await db.update(fans).set({ city, updatedAt: new Date() }).where(eq(fans.userId, created.id));
  return { userId: created.id };
}
