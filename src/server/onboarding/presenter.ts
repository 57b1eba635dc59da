import type { OnboardingSession } from "@/shared/contract/onboarding";
import type { onboardingSessions } from "../db/schema";

type SessionRow = typeof onboardingSessions.$inferSelect;

/**
 * An onboarding session as its holder sees it. The id is the only key, so the e-mail shows only
 * until completion: a step-4 link passed on afterwards tells nobody the address. The account id
 * never goes out (it would tell a new address from a registered one).
 */
export function presentOnboardingSession(row: SessionRow): OnboardingSession {
  return {
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    voteValue: row.voteValue,
    selectedName: row.selectedName,
    selectedCity: row.selectedCity,
    email: row.completed ? null : row.email,
    registered: row.email !== null,
    completed: row.completed,
  };
}
