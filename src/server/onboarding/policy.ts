import type { SessionUser } from "../auth/guards";
import type { onboardingSessions } from "../db/schema";
import { conflict, forbidden } from "../lib/errors";

type SessionRow = typeof onboardingSessions.$inferSelect;

export const ONBOARDING_MESSAGES = {
  fetchFailed: "Failed to fetch onboarding session",
  createFailed: "Failed to create onboarding session",
  updateFailed: "Failed to update onboarding session",
  completed: "This onboarding is already complete.",
  registered: "You have already joined with this onboarding. Check your email to continue.",
  voteFirst: "Vote before picking your alter ego.",
  stepsMissing: "Vote, pick your alter ego and join the tribe before finishing.",
  notYours: "This onboarding belongs to another account.",
} as const;

/** Vote and name change until the account exists: it was made with that name. */
export function assertCanUpdate(row: SessionRow, patch: { voteValue?: number; selectedName?: string }) {
  if (row.completed) throw conflict(ONBOARDING_MESSAGES.completed, "onboarding_completed");
  if (row.email !== null) throw conflict(ONBOARDING_MESSAGES.registered, "onboarding_registered");
  if (patch.selectedName !== undefined && (patch.voteValue ?? row.voteValue) === null) {
    throw conflict(ONBOARDING_MESSAGES.voteFirst, "onboarding_vote_missing");
  }
}

/** Step 3 once, after the vote and the name. */
export function assertCanRegister(row: SessionRow) {
  if (row.completed) throw conflict(ONBOARDING_MESSAGES.completed, "onboarding_completed");
  if (row.email !== null) throw conflict(ONBOARDING_MESSAGES.registered, "onboarding_registered");
  if (row.voteValue === null || row.selectedName === null)
    throw conflict(ONBOARDING_MESSAGES.stepsMissing, "onboarding_steps_missing");
}

/** Only the account the session created finishes it (an existing address's owner got no account from it). */
export function assertCanComplete(user: Pick<SessionUser, "id">, row: SessionRow) {
  if (row.userId !== user.id) throw forbidden(ONBOARDING_MESSAGES.notYours);
  if (row.voteValue === null || row.selectedName === null || row.email === null) {
    throw conflict(ONBOARDING_MESSAGES.stepsMissing, "onboarding_steps_missing");
  }
}
