import { dehydrate, QueryClient, skipToken } from "@tanstack/react-query";
import { queryConfig } from "@/web/lib/query-client";

/**
 * The query client one server render uses. The app's components call `useQuery` as they do in the
 * browser; here every enabled query suspends until its answer is in, so React's renderer waits for
 * it and the HTML carries the content (a query that is disabled in the browser, e.g. the account
 * of a visitor, stays disabled). Nothing is retried here: the browser tries again once it runs.
 */
export function createServerQueryClient() {
  const client = new QueryClient({
    defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } },
  });
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options);
    const query = client.getQueryCache().get(defaulted.queryHash);
    // `enabled` as a function needs the query; before the query exists it counts as disabled.
    const enabled =
      typeof defaulted.enabled === "function"
        ? Boolean(query && defaulted.enabled(query as never))
        : defaulted.enabled !== false;
    // A failed query is not waited for again: it renders as loading, as it first does in the
    // browser, which asks once more (and shows the error) after hydrating.
    if (enabled && defaulted.queryFn !== skipToken && query?.state.status !== "error") defaulted.suspense = true;
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return client;
}

/** What the page was rendered from: the answers only (a failed query is asked again by the browser). */
export function dehydrateForBrowser(client: QueryClient) {
  return dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === "success" });
}
