import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { OnboardingEntityType } from "@/shared/validation/onboarding";
import { XP_ACTIONS } from "@/shared/xp-actions";
import type { Database, DbOrTx } from "../db/client";
import { fans, onboardingSessions } from "../db/schema";
import { alreadyVoted, castVote } from "../fan-activity/service";
import type { Logger } from "../logger";
import { type AwardOutcome, award } from "../xp/engine";

export type OnboardingRow = typeof onboardingSessions.$inferSelect;

/** Unfinished sessions nobody touched for this long are deleted (verification links last a day). */
export const STALE_AFTER_DAYS = 7;

export async function findSession(db: DbOrTx, id: string): Promise<OnboardingRow | undefined> {
  const [row] = await db.select().from(onboardingSessions).where(eq(onboardingSessions.id, id));
  return row;
}

export async function createSession(db: Database, entityType: OnboardingEntityType, entityId: string) {
  const [row] = await db.insert(onboardingSessions).values({ entityType, entityId }).returning();
  return row!;
}

export async function updateSession(
  db: Database,
  id: string,
  patch: Partial<Pick<OnboardingRow, "voteValue" | "selectedName">>,
) {
  // Re-checked in the statement: a registration or completion racing this update wins.
  const [row] = await db
    .update(onboardingSessions)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(onboardingSessions.id, id),
        eq(onboardingSessions.completed, false),
        sql`${onboardingSessions.email} is null`,
      ),
    )
    .returning();
  return row;
}

/** Step 3's outcome: the address and city, and the account when one was created. */
export async function recordRegistration(
  db: Database,
  id: string,
  values: { email: string; city: string; userId: string | null },
) {
  const [row] = await db
    .update(onboardingSessions)
    .set({ email: values.email, selectedCity: values.city, userId: values.userId, updatedAt: new Date() })
    .where(and(eq(onboardingSessions.id, id), sql`${onboardingSessions.email} is null`))
    .returning();
  return row;
}

/** Deletes unfinished sessions older than STALE_AFTER_DAYS (indexed on completed, updated_at). */
export async function deleteStaleSessions(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_AFTER_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(onboardingSessions)
    .where(and(eq(onboardingSessions.completed, false), lt(onboardingSessions.updatedAt, cutoff)))
    .returning({ id: onboardingSessions.id });
  return deleted.length;
}

export type Completion = { row: OnboardingRow; xp: AwardOutcome[] | null; voteCounted: boolean };

/**
 * Step 4. Only the request that flips `completed` does the rest, in the same transaction, so two
 * concurrent completions pay 50 XP and count the vote once: the vote becomes the fan's real
 * Scream-O-Meter vote (unless the fan already voted for the act), onboarding_complete is set, and
 * 25 + 25 XP are paid (each once per fan, subject 'onboarding').
 */
export async function completeSession(
  db: Database,
  logger: Logger,
  id: string,
  fanId: string,
): Promise<Completion | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(onboardingSessions)
      .set({ completed: true, updatedAt: new Date() })
      .where(
        and(
          eq(onboardingSessions.id, id),
          eq(onboardingSessions.userId, fanId),
          eq(onboardingSessions.completed, false),
          isNotNull(onboardingSessions.voteValue),
          isNotNull(onboardingSessions.selectedName),
          isNotNull(onboardingSessions.email),
        ),
      )
      .returning();
    if (!row) return undefined;
    const voteCounted = await countVote(tx, logger, row);
    await tx.update(fans).set({ onboardingComplete: true, updatedAt: new Date() }).where(eq(fans.userId, fanId));
    const options = { subjectKey: "onboarding", ignoreWindow: true };
    const xp = [
      await award(tx, logger, fanId, XP_ACTIONS.onboardingVote, options),
      await award(tx, logger, fanId, XP_ACTIONS.onboardingJoin, options),
    ];
    return { row, xp, voteCounted };
  });
}

/** The session's vote as the fan's own; a vote already cast, or a vanished act, is left as it is. */
async function countVote(tx: DbOrTx, logger: Logger, row: OnboardingRow): Promise<boolean> {
  try {
    // castVote's own transaction is a savepoint here: a refusal undoes only the vote.
    await castVote(tx, row.entityType, row.userId!, row.entityId, row.voteValue!);
    return true;
  } catch (error) {
    const known = error instanceof Error && error.message === alreadyVoted(row.entityType).message;
    if (!known) logger.warn({ err: error, sessionId: row.id }, "onboarding: the session's vote was not counted");
    return false;
  }
}
