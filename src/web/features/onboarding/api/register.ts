import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OnboardingSignUp } from "@/shared/validation/auth";
import { api } from "@/web/lib/api";
import { onboardingKeys } from "./keys";

/** Step 3: creates the account (or, for a registered address, mails its owner: same answer). */
export function useRegisterOnboarding(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, city, password, confirmPassword }: OnboardingSignUp) =>
      api("POST /api/onboarding/{id}/register", {
        params: { id },
        body: { email, city, password, confirmPassword },
      }).then((body) => body.session),
    onSuccess: (session) => queryClient.setQueryData(onboardingKeys.session(id), session),
  });
}
