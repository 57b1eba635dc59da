import { type RefObject, useEffect } from "react";

export type NextPage = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** Infinite scroll: fetches the next page when `end` (an element after the list) scrolls into view. */
export function useLoadMoreWhenVisible(end: RefObject<Element | null>, list: NextPage, rootMargin?: string) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [end, hasNextPage, isFetchingNextPage, fetchNextPage, rootMargin]);
}
