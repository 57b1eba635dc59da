import { useQuery } from "@tanstack/react-query";
import { type AlterEgos, browserRandomInt, fallbackAlterEgos } from "@/shared/alter-egos";
import { api } from "@/web/lib/api";

export const alterEgosQueryKey = (round: number) => ["alter-egos", round] as const;

/** The server's three names; 000 §7's fallback (a word plus a number) when that fails. */
const fetchAlterEgos = (signal?: AbortSignal) =>
  api("GET /api/alter-egos", {}, { signal })
    .then((body): AlterEgos => body.names)
    .catch((): AlterEgos => fallbackAlterEgos(browserRandomInt));

/** Round `round` of generated alter egos (GET /api/alter-egos); 'Refresh until Awesome' asks for the next round. */
export function useAlterEgos(round: number) {
  return useQuery({
    queryKey: alterEgosQueryKey(round),
    queryFn: ({ signal }) => fetchAlterEgos(signal),
    // A round's names stay put until the fan asks for new ones.
    staleTime: Infinity,
  });
}
