import type { OnboardingEntityType } from "@/shared/validation/onboarding";
import { api } from "@/web/lib/api";

/** POST /api/onboarding: a new session for a band or artist (step 1 without a session id). */
export const createOnboardingSession = (entityType: OnboardingEntityType, entityId: string) =>
  api("POST /api/onboarding", { body: { entityType, entityId } }).then((body) => body.session);
