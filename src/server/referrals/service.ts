import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
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

/**
 * What a referred account gets, in one transaction: its referrals row (one per account: the unique
 * referred_user_id makes a repeat a no-op), follows of the three picked bands through the follow
 * service (so the counters stay exact), and the referrer's 'Referred friend registered', paid once
 * per new account (subject `user:{newUserId}`). Returns the referrer's award, or null when nobody
 * is paid.
 */
export async function recordReferral(
  deps: Pick<AppDeps, "db" | "logger">,
  input: NewReferral,
): Promise<AwardOutcome | null> {
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
      if (inserted.length === 0) return null;
    }
    for (const bandId of input.bandIds) await setFollowing(tx, "band", input.newUserId, bandId, true);
    if (!referrer) return null;
    return award(tx, deps.logger, referrer.id, XP_ACTIONS.referredFriend, {
      subjectKey: `user:${input.newUserId}`,
      ignoreWindow: true,
    });
  });
}
