import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateOnboardingInput } from "@/shared/validation/onboarding";
import { api } from "@/web/lib/api";
import { onboardingKeys } from "./keys";

export const updateOnboardingSession = (id: string, patch: UpdateOnboardingInput) =>
  api("PATCH /api/onboarding/{id}", { params: { id }, body: patch }).then((body) => body.session);

/** PATCH the vote (step 1) or the name (step 2); the answer replaces the cached session. */
export function useUpdateOnboardingSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateOnboardingInput) => updateOnboardingSession(id, patch),
    onSuccess: (session) => queryClient.setQueryData(onboardingKeys.session(id), session),
  });
}
