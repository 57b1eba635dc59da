import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  useInfiniteQuery,
} from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";

type PageOf<T> = { items: T[]; nextCursor: string | null };

/**
 * A list whose first page came with its record (a gig's goers, a venue's gigs) and whose further
 * pages are fetched only once the reader asks: `moreOptions` is the feature's infinite query,
 * starting after the first page's cursor.
 */
export function useShowMore<T, P extends PageOf<T>, K extends QueryKey>(
  first: PageOf<T>,
  moreOptions: UseInfiniteQueryOptions<P, Error, InfiniteData<P>, K, string | null>,
) {
  const [expanded, setExpanded] = useState(false);
  const more = useInfiniteQuery({ ...moreOptions, enabled: expanded && first.nextCursor !== null });
  return {
    items: [...first.items, ...(more.data?.pages.flatMap((page) => page.items) ?? [])],
    hasMore: expanded ? more.hasNextPage : first.nextCursor !== null,
    loading: more.isFetching,
    failed: more.isError,
    showMore: () => (expanded ? void more.fetchNextPage() : setExpanded(true)),
  };
}

/** The 'Show more' button under such a list ('Loading...' while the next page comes). */
export function ShowMoreButton({
  list,
  label = "Show more",
}: {
  list: { hasMore: boolean; loading: boolean; showMore: () => void };
  label?: string;
}) {
  if (!list.hasMore) return null;
  return (
    <Button variant="outline" size="sm" className="justify-self-start" disabled={list.loading} onClick={list.showMore}>
      {list.loading ? "Loading..." : label}
    </Button>
  );
}
