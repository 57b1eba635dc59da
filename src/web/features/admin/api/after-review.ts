import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { type CatalogueArea, refreshCatalogue } from "@/web/lib/catalogue-cache";
import { adminKeys } from "./keys";

/**
 * After either outcome of a review — success, or a 409 because another admin was first — the queue,
 * its count and the activity list are re-read (000 §4: 'After either the list is refetched'). What
 * was approved also belongs in lists other features own, so those are marked stale too.
 */
export function useAfterReview(queueKey: QueryKey, area: CatalogueArea) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queueKey }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      refreshCatalogue(queryClient, [area]),
    ]);
  };
}
