import type { QueryClient } from "@tanstack/react-query";

export type CatalogueArea = "bands" | "events" | "venues";

// Lists that show bands, gigs or venues next to their own content: the home page carousels, the
// merged /artists discovery list, its filters and search results.
const SHARED_LISTS = ["home", "artists", "discover", "search"];

/**
 * After an admin edit, every cached list or page that may show the record is marked stale. Those
 * queries belong to other features with keys of their own, so this works on the first key part:
 * only the queries on screen refetch now, the rest when next shown.
 */
export function refreshCatalogue(queryClient: QueryClient, areas: CatalogueArea[]): Promise<void> {
  const roots = new Set<string>([...areas, ...SHARED_LISTS]);
  return queryClient.invalidateQueries({ predicate: (query) => roots.has(String(query.queryKey[0])) });
}
