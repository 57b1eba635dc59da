import { type DefaultOptions, QueryClient, timeoutManager } from "@tanstack/react-query";
import { retryUnlessClientError } from "./api-client";
import { coalescedTimeoutProvider } from "./coalesced-timers";

/** Spec 000 §9: fresh 5 minutes, kept 10, no refetch on focus, refetch on reconnect. */
export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 10 * 60 * 1000;
const MAX_QUERY_RETRIES = 3;
const MAX_MUTATION_RETRIES = 1;

export const queryConfig = {
  queries: {
    staleTime: STALE_TIME_MS,
    gcTime: GC_TIME_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
    retry: retryUnlessClientError(MAX_QUERY_RETRIES),
  },
  mutations: {
    // Retrying a 4xx (validation, conflict, rate limit) would only fail again, later.
    retry: retryUnlessClientError(MAX_MUTATION_RETRIES),
  },
} satisfies DefaultOptions;

// Before any client or query exists: every timer of the library goes through one provider.
timeoutManager.setTimeoutProvider(coalescedTimeoutProvider());

export function createQueryClient() {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** The app's single client. Components use `useQueryClient()`; code outside React (a prefetch on hover) imports this. */
export const queryClient = createQueryClient();
