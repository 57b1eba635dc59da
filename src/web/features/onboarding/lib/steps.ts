import type { OnboardingSession } from "@/shared/contract/onboarding";

export type Step = 1 | 2 | 3 | 4;
export type { OnboardingSession };

type Where = { entityType: string; entityId: string };

/** /onboarding/{entityType}/{entityId}/{sessionId}/step{n}; step 1 without a session starts one. */
export function stepPath(where: Where, sessionId: string | null, step: Step): string {
  const base = `/onboarding/${where.entityType}/${where.entityId}`;
  return sessionId ? `${base}/${sessionId}/step${step}` : `${base}/step1`;
}

/**
 * 000 §2 guards: the earliest step still to do (no vote → 1, no name → 2, no e-mail → 3). Once
 * the account exists the vote and name are fixed, so a registered session never goes back.
 */
export function earliestStep(session: Pick<OnboardingSession, "voteValue" | "selectedName" | "registered">): Step {
  if (session.registered) return session.voteValue === null ? 1 : session.selectedName === null ? 2 : 4;
  if (session.voteValue === null) return 1;
  if (session.selectedName === null) return 2;
  return 3;
}

/** Where a page for `step` should send the visitor instead, or null to stay. */
export function redirectStep(
  session: Pick<OnboardingSession, "voteValue" | "selectedName" | "registered" | "completed">,
  step: Step,
): Step | null {
  if (session.completed) return step === 4 ? null : 4;
  const earliest = earliestStep(session);
  if (step > earliest) return earliest;
  // Registered: steps 1–2 can change nothing any more; step 3 shows 'Check Your Email!'.
  if (session.registered && step < 3) return 3;
  return null;
}

/** Per act, the last session started in this browser: legacy /bands/{id}/stepN URLs resume it. */
const storageKey = (where: Where) => `loudtribe:onboarding:${where.entityType}:${where.entityId}`;

export function rememberSession(where: Where, sessionId: string) {
  try {
    window.localStorage.setItem(storageKey(where), sessionId);
  } catch {
    // Private mode without storage: legacy links then start afresh.
  }
}

export function rememberedSession(where: Where): string | null {
  try {
    return window.localStorage.getItem(storageKey(where));
  } catch {
    return null;
  }
}
