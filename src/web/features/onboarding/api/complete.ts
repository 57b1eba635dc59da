import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshMe } from "@/web/hooks/use-me";
import { artistQueryKey, bandQueryKey } from "@/web/lib/act-queries";
import { api } from "@/web/lib/api";
import { onboardingKeys } from "./keys";

/** Step 4: the server pays the 50 XP once and counts the vote; a repeat changes nothing. */
export function useCompleteOnboarding(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /api/onboarding/{id}/complete", { params: { id } }),
    onSuccess: async ({ session }) => {
      queryClient.setQueryData(onboardingKeys.session(id), session);
      // The header's XP and the act's average changed.
      await refreshMe(queryClient);
      await queryClient.invalidateQueries({
        queryKey: session.entityType === "band" ? bandQueryKey(session.entityId) : artistQueryKey(session.entityId),
      });
    },
  });
}
