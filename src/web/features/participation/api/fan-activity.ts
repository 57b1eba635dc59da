import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FanActivity } from "@/shared/contract/acts";
import { api } from "@/web/lib/api";
import { useViewer } from "../hooks/use-viewer";
import { type ActKind, participationKeys, type Viewer } from "./keys";

/** The same action on a band's or an artist's route (artists are named by their user id). */
const readActivity = (kind: ActKind, id: string, signal: AbortSignal) =>
  kind === "band"
    ? api("GET /api/bands/{id}/fan-activity", { params: { id } }, { signal })
    : api("GET /api/artists/{userId}/fan-activity", { params: { userId: id } }, { signal });

const putFollow = (kind: ActKind, id: string, following: boolean) =>
  kind === "band"
    ? api("PUT /api/bands/{id}/follow", { params: { id }, body: { following } })
    : api("PUT /api/artists/{userId}/follow", { params: { userId: id }, body: { following } });

const postScreamVote = (kind: ActKind, id: string, level: number) =>
  kind === "band"
    ? api("POST /api/bands/{id}/scream-vote", { params: { id }, body: { level } })
    : api("POST /api/artists/{userId}/scream-vote", { params: { userId: id }, body: { level } });

/** GET …/fan-activity: the counters, and the signed-in viewer's follow, city request and vote. */
export const fanActivityQueryOptions = (kind: ActKind, id: string, viewer: Viewer) =>
  queryOptions({
    queryKey: participationKeys.fanActivity(kind, id, viewer),
    queryFn: ({ signal }) => readActivity(kind, id, signal),
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
    mutationFn: (following: boolean) => putFollow(kind, id, following),
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
      api("PUT /api/bands/{id}/bring-to-my-city", { params: { id: bandId }, body: { wanted } }),
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
    mutationFn: (level: number) => postScreamVote(kind, id, level),
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
    queryFn: ({ signal }) => api("GET /api/bands/{id}/city-demand", { params: { id: bandId } }, { signal }),
  });

export const useCityDemand = (bandId: string) => useQuery(cityDemandQueryOptions(bandId));
