import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { useViewer } from "../hooks/use-viewer";
import { type ActKind, participationKeys, type Viewer } from "./keys";
import type { CityDemand, FanActivity, XpField } from "./types";

const base = (kind: ActKind, id: string) => `/api/${kind === "band" ? "bands" : "artists"}/${encodeURIComponent(id)}`;

/** GET …/fan-activity: the counters, and the signed-in viewer's follow, city request and vote. */
export const fanActivityQueryOptions = (kind: ActKind, id: string, viewer: Viewer) =>
  queryOptions({
    queryKey: participationKeys.fanActivity(kind, id, viewer),
    queryFn: ({ signal }) => apiFetch<FanActivity>(`${base(kind, id)}/fan-activity`, { signal }),
  });

/** Waits for the session, so a fan's first read already carries their own state. */
export function useFanActivity(kind: ActKind, id: string) {
  const viewer = useViewer();
  return useQuery({
    ...fanActivityQueryOptions(kind, id, viewer.key),
    enabled: Boolean(id) && viewer.user !== undefined,
  });
}

/** Writes a mutation's answer into the cached activity, so every control on the page agrees at once. */
function usePatchActivity(kind: ActKind, id: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return (patch: (old: FanActivity) => FanActivity) =>
    client.setQueryData<FanActivity>(participationKeys.fanActivity(kind, id, viewer.key), (old) =>
      old ? patch(old) : old,
    );
}

export function useFollow(kind: ActKind, id: string) {
  const patch = usePatchActivity(kind, id);
  return useMutation({
    // Explicit state, not a toggle: repeating it (a retry, a double tap) changes nothing.
    mutationFn: (following: boolean) =>
      apiFetch<XpField & { following: boolean; followerCount: number }>(`${base(kind, id)}/follow`, {
        method: "PUT",
        body: { following },
      }),
    onSuccess: (answer) =>
      patch((old) => ({
        ...old,
        followerCount: answer.followerCount,
        viewer: old.viewer && { ...old.viewer, following: answer.following },
      })),
  });
}

export function useBringToMyCity(bandId: string) {
  const patch = usePatchActivity("band", bandId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (wanted: boolean) =>
      apiFetch<XpField & { bringToMyCity: boolean; city: string | null }>(`${base("band", bandId)}/bring-to-my-city`, {
        method: "PUT",
        body: { wanted },
      }),
    onSuccess: (answer) => {
      patch((old) => ({
        ...old,
        viewer: old.viewer && { ...old.viewer, bringToMyCity: answer.bringToMyCity, bringCity: answer.city },
      }));
      void client.invalidateQueries({ queryKey: participationKeys.cityDemand(bandId) });
    },
  });
}

export function useScreamVote(kind: ActKind, id: string) {
  const patch = usePatchActivity(kind, id);
  return useMutation({
    mutationFn: (level: number) =>
      apiFetch<XpField & { vote: number; voteCount: number; voteAverage: number }>(`${base(kind, id)}/scream-vote`, {
        method: "POST",
        body: { level },
      }),
    // A vote is cast once; repeating a request that may have landed would only meet 'Already voted'.
    retry: false,
    onSuccess: (answer) =>
      patch((old) => ({
        ...old,
        voteCount: answer.voteCount,
        voteAverage: answer.voteAverage,
        viewer: old.viewer && { ...old.viewer, vote: answer.vote },
      })),
  });
}

export const cityDemandQueryOptions = (bandId: string) =>
  queryOptions({
    queryKey: participationKeys.cityDemand(bandId),
    queryFn: ({ signal }) => apiFetch<CityDemand>(`${base("band", bandId)}/city-demand`, { signal }),
  });

export const useCityDemand = (bandId: string) => useQuery(cityDemandQueryOptions(bandId));
