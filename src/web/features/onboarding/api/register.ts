import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OnboardingSignUp } from "@/shared/validation/auth";
import { apiFetch } from "@/web/lib/api-client";
import type { OnboardingSession } from "../lib/steps";
import { onboardingKeys } from "./keys";

/** Step 3: creates the account (or, for a registered address, mails its owner: same answer). */
export function useRegisterOnboarding(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, city, password, confirmPassword }: OnboardingSignUp) =>
      apiFetch<{ session: OnboardingSession }>(`/api/onboarding/${encodeURIComponent(id)}/register`, {
        method: "POST",
        body: { email, city, password, confirmPassword },
      }).then((body) => body.session),
    onSuccess: (session) => queryClient.setQueryData(onboardingKeys.session(id), session),
  });
}
