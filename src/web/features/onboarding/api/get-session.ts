import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { onboardingKeys } from "./keys";

export const getOnboardingSession = (id: string, signal?: AbortSignal) =>
  api("GET /api/onboarding/{id}", { params: { id } }, { signal }).then((body) => body.session);

/** The server's copy is the truth after a reload, so it is read fresh on every step. */
export const onboardingSessionQuery = (id: string) =>
  queryOptions({
    queryKey: onboardingKeys.session(id),
    queryFn: ({ signal }) => getOnboardingSession(id, signal),
    staleTime: 0,
  });

export const useOnboardingSession = (id: string) => useQuery({ ...onboardingSessionQuery(id), enabled: id !== "" });
