import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";

/**
 * Wrong passwords for one account (issue 16). The per-address sign-in limit stops one machine; this
 * stops many machines guessing one account, without letting a stranger lock its owner out:
 *  - per account and address: 5 free failures, then a delay that doubles with each failure
 *    (1, 2, 4 … minutes, at most 15), so the stranger's address is slowed, not the owner's;
 *  - per account from every address: 20 free failures, then the same doubling, for browsers the
 *    account has never signed in from; a browser that signed in correctly before carries a signed
 *    cookie for this account and is never held back by either counter.
 * Keyed by the normalised e-mail whether or not an account has it, so the answer never tells.
 * Failures are forgotten an hour after the last one, or when the account signs in.
 */
export const SIGN_IN_THROTTLE = {
  perAddressFreeFailures: 5,
  perAccountFreeFailures: 20,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
} as const;

export const throttledMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed sign-in attempts for this account. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
};

const KNOWN_BROWSER_COOKIE = "lt_known_browser";
const accountKey = (email: string) => `sign-in-failures:${email}`;
const addressKey = (email: string, address: string) => `sign-in-failures:${email}:${address}`;

/** Seconds still to wait after `count` failures, the last at `last`; 0 when free to try. */
export function waitAfter(count: number, last: Date, freeFailures: number, now = Date.now()): number {
  const { firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds } = SIGN_IN_THROTTLE;
  const since = (now - last.getTime()) / 1000;
  if (count < freeFailures || since >= forgetAfterSeconds) return 0;
  const delay = Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (count - freeFailures));
  return Math.max(0, Math.ceil(delay - since));
}

async function failures(db: Database, key: string): Promise<{ count: number; last: Date } | null> {
  const result = await db.execute<{ count: number; window_started_at: string | Date }>(
    sql`select count, window_started_at from rate_limits where key = ${key}`,
  );
  const row = result.rows[0];
  return row ? { count: Number(row.count), last: new Date(row.window_started_at) } : null;
}

/** How long this browser must wait before trying this account's password again (0: go ahead). */
export async function signInWait(c: Context<AppEnv>, email: string, address: string): Promise<number> {
  if (isKnownBrowser(c, email)) return 0;
  const { db } = c.get("deps").db;
  const [byAddress, byAccount] = await Promise.all([
    failures(db, addressKey(email, address)),
    failures(db, accountKey(email)),
  ]);
  return Math.max(
    byAddress ? waitAfter(byAddress.count, byAddress.last, SIGN_IN_THROTTLE.perAddressFreeFailures) : 0,
    byAccount ? waitAfter(byAccount.count, byAccount.last, SIGN_IN_THROTTLE.perAccountFreeFailures) : 0,
  );
}

/** A wrong password: one more failure on both counters (the row's window_started_at is the last failure). */
export async function noteSignInFailure(c: Context<AppEnv>, email: string, address: string) {
  const { db } = c.get("deps").db;
  const forget = `${SIGN_IN_THROTTLE.forgetAfterSeconds} seconds`;
  for (const key of [addressKey(email, address), accountKey(email)]) {
    await db.execute(sql`
      insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when rate_limits.window_started_at <= now() - ${forget}::interval then 1 else rate_limits.count + 1 end,
        window_started_at = now()`);
  }
}

/**
 * The right password: the account's failures are forgotten, and the answer gets a Set-Cookie that
 * makes this browser known from now on (appended, so better-auth's session cookie stays).
 */
export async function noteSignInSuccess(c: Context<AppEnv>, email: string, address: string, response: Response) {
  const { db } = c.get("deps").db;
  await db.execute(sql`delete from rate_limits where key in (${addressKey(email, address)}, ${accountKey(email)})`);
  const { APP_URL } = c.get("deps").env;
  const cookie = serialize(KNOWN_BROWSER_COOKIE, browserToken(c, email), {
    httpOnly: true,
    sameSite: "Lax",
    secure: APP_URL.startsWith("https://"),
    path: "/api/auth",
    maxAge: 365 * 24 * 60 * 60,
  });
  response.headers.append("set-cookie", cookie);
}

/** One cookie per browser, for the last account signed in from it: an HMAC of the e-mail. */
function browserToken(c: Context<AppEnv>, email: string): string {
  return createHmac("sha256", c.get("deps").env.AUTH_SECRET).update(`known-browser:${email}`).digest("base64url");
}

function isKnownBrowser(c: Context<AppEnv>, email: string): boolean {
  const sent = getCookie(c, KNOWN_BROWSER_COOKIE);
  if (!sent) return false;
  const expected = Buffer.from(browserToken(c, email));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
