import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { DEMAND_PAGE_SIZE } from "@/shared/contract/demand";
import { api } from "@/web/lib/api";

/** The board compares cities ignoring case and surrounding spaces; so does its cache. */
const cityKey = (city: string) => city.trim().toLowerCase();

/** GET /api/demand: a city's board, most asked-for band first, in keyset pages. */
export const cityBoardQueryOptions = (city: string) =>
  infiniteQueryOptions({
    queryKey: ["demand", "city", cityKey(city)] as const,
    // Every Bring to My City moves it: coming back to the page shows the current board.
    staleTime: 0,
    queryFn: ({ pageParam, signal }) =>
      api(
        "GET /api/demand",
        { query: { city: city.trim(), limit: DEMAND_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useCityBoard = (city: string) =>
  useInfiniteQuery({ ...cityBoardQueryOptions(city), placeholderData: keepPreviousData });

/** GET /api/demand/bands/{id}: a band's top cities, with its next gig in each. */
export const bandDemandQueryOptions = (bandId: string) =>
  queryOptions({
    queryKey: ["demand", "band", bandId] as const,
    staleTime: 0,
    queryFn: ({ signal }) => api("GET /api/demand/bands/{id}", { params: { id: bandId } }, { signal }),
  });

export const useBandDemand = (bandId: string) => useQuery(bandDemandQueryOptions(bandId));
