import { useRef } from "react";
import { Button } from "@/web/components/ui/button";
import { type NextPage, useLoadMoreWhenVisible } from "@/web/hooks/use-load-more-when-visible";
import { cn } from "@/web/lib/cn";

type LoadMoreFooterProps = {
  list: NextPage & { isFetchNextPageError: boolean };
  /** How far before the end of the list the next page starts loading. */
  rootMargin?: string;
  /** Spacing for the error line and the button. */
  className?: string;
};

/**
 * The end of an endless list: loads the next page when it scrolls into view, with a 'Load more'
 * button that does the same for keyboards, and a line when a page failed to load.
 */
export function LoadMoreFooter({ list, rootMargin, className }: LoadMoreFooterProps) {
  const end = useRef<HTMLDivElement>(null);
  useLoadMoreWhenVisible(end, list, rootMargin);
  return (
    <>
      <div ref={end} />
      {list.isFetchNextPageError ? (
        <p role="alert" className={cn(className, "text-center text-sm text-red-300")}>
          Unable to load more
        </p>
      ) : null}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className={className}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? "Loading..." : "Load more"}
        </Button>
      ) : null}
    </>
  );
}
