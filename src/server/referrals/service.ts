import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { idField } from "@/shared/validation/fields";
import { REFERRAL_MESSAGES } from "@/shared/validation/referral";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { bandIsListed } from "../bands/policy";
import type { AppDeps } from "../context";
import type { DbOrTx } from "../db/client";
import { bands, referrals, users } from "../db/schema";
import { setFollowing } from "../fan-activity/service";
import { unprocessable } from "../lib/errors";
import { type AwardOutcome, award } from "../xp/engine";
import { IST_TODAY } from "../xp/pay";
import { canBePaidForReferral, type Referrer } from "./policy";

const BANDS_UNAVAILABLE = REFERRAL_MESSAGES.bandsUnavailable;

const asId = (value: string) => (idField.safeParse(value).success ? value.toLowerCase() : null);

/** The picks must be bands registration1 could list; checked before any account is made. */
export async function assertBandsListed(db: DbOrTx, bandIds: string[]) {
  const rows = await db
    .select({ id: bands.id })
    .from(bands)
    .where(and(inArray(bands.id, bandIds), bandIsListed));
  if (rows.length !== bandIds.length) throw unprocessable(BANDS_UNAVAILABLE, { bandIds: [BANDS_UNAVAILABLE] });
}

async function findReferrer(db: DbOrTx, id: string | null): Promise<Referrer | undefined> {
  if (!id) return undefined;
  const [row] = await db
    .select({ id: users.id, role: users.role, userType: users.userType })
    .from(users)
    .where(eq(users.id, id));
  return row as Referrer | undefined;
}

/** A code belongs to the first user it was used with: another user id on the same code earns nothing. */
async function codeTakenByAnother(db: DbOrTx, code: string, referrerId: string) {
  const rows = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.referralCode, code), isNotNull(referrals.referrerId), ne(referrals.referrerId, referrerId)))
    .limit(1);
  return rows.length > 0;
}

export interface NewReferral {
  newUserId: string;
  /** As they came in the link: anything that is not a real user's id pays nobody. */
  referrerId: string;
  referralCode: string;
  bandIds: string[];
}

/** A referrer is paid for at most this many confirmed friends per IST day (issue 16). */
export const REFERRAL_PAYOUTS_PER_DAY = 10;

/**
 * What a referred account gets at registration, in one transaction: its referrals row (one per
 * account: the unique referred_user_id makes a repeat a no-op) naming the referrer who may be paid,
 * and follows of the three picked bands through the follow service (so the counters stay exact).
 * Nobody is paid yet: 'Referred friend registered' waits for the friend to confirm their e-mail
 * (payReferralOnConfirmation), so made-up addresses earn nothing. Returns whether a referrer was
 * recorded.
 */
export async function recordReferral(deps: Pick<AppDeps, "db">, input: NewReferral): Promise<boolean> {
  return deps.db.db.transaction(async (tx) => {
    const code = asId(input.referralCode);
    const candidate = code ? await findReferrer(tx, asId(input.referrerId)) : undefined;
    const referrer =
      candidate &&
      canBePaidForReferral(candidate, input.newUserId) &&
      !(await codeTakenByAnother(tx, code!, candidate.id))
        ? candidate
        : undefined;
    if (code) {
      const inserted = await tx
        .insert(referrals)
        .values({ referrerId: referrer?.id ?? null, referralCode: code, referredUserId: input.newUserId })
        .onConflictDoNothing({ target: referrals.referredUserId })
        .returning({ id: referrals.id });
      if (inserted.length === 0) return false;
    }
    for (const bandId of input.bandIds) await setFollowing(tx, "band", input.newUserId, bandId, true);
    return Boolean(referrer);
  });
}

/**
 * Runs when an account confirms its e-mail: pays its referrer 'Referred friend registered', once
 * per friend (subject `user:{id}`), and at most REFERRAL_PAYOUTS_PER_DAY times per referrer per IST
 * day. The referrer's fans row is locked first, so concurrent confirmations count one at a time;
 * a confirmation over the day's cap pays nothing, now or later. The referrer is checked again (a
 * fan made admin since the link was used earns nothing). Null when nobody is paid.
 */
export async function payReferralOnConfirmation(
  deps: Pick<AppDeps, "db" | "logger">,
  userId: string,
): Promise<AwardOutcome | null> {
  return deps.db.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ referrerId: referrals.referrerId })
      .from(referrals)
      .where(eq(referrals.referredUserId, userId));
    const referrer = await findReferrer(tx, row?.referrerId ?? null);
    if (!referrer || !canBePaidForReferral(referrer, userId)) return null;
    await tx.execute(sql`select 1 from fans where user_id = ${referrer.id} for update`);
    const today = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from fan_activities
      where fan_id = ${referrer.id} and activity_type = ${XP_ACTIONS.referredFriend}
        and (completed_at at time zone 'Asia/Kolkata')::date = ${IST_TODAY}`);
    if (Number(today.rows[0]?.n ?? 0) >= REFERRAL_PAYOUTS_PER_DAY) {
      deps.logger.info({ referrerId: referrer.id, userId }, "referral: daily payout cap reached, not paid");
      return null;
    }
    return award(tx, deps.logger, referrer.id, XP_ACTIONS.referredFriend, {
      subjectKey: `user:${userId}`,
      ignoreWindow: true,
    });
  });
}
