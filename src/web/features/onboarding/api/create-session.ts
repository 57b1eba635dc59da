import type { OnboardingEntityType } from "@/shared/validation/onboarding";
import { apiFetch } from "@/web/lib/api-client";
import type { OnboardingSession } from "../lib/steps";

/** POST /api/onboarding: a new session for a band or artist (step 1 without a session id). */
export const createOnboardingSession = (entityType: OnboardingEntityType, entityId: string) =>
  apiFetch<{ session: OnboardingSession }>("/api/onboarding", { method: "POST", body: { entityType, entityId } }).then(
    (body) => body.session,
  );
