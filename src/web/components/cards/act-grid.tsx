import { type ReactNode, useEffect, useRef } from "react";
import type { ActCard } from "@/shared/contract/acts";
import { Button } from "@/web/components/ui/button";
import { ArtistBandCard, ArtistBandCardSkeleton } from "./artist-band-card";

export type ActGridTexts = {
  /** e.g. 'Loading content...' */
  loading: string;
  /** e.g. 'Error loading content. Please try again later.' */
  error: string;
  /** e.g. 'No artists or bands found matching your criteria.' */
  empty: string;
};

type ActGridProps = {
  items: ActCard[] | undefined;
  status: "pending" | "error" | "success";
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  texts: ActGridTexts;
  /** Hover or focus on a card: prefetch its page. */
  onIntent?: (item: ActCard) => void;
  /** Another card than the linking one (e.g. registration1's selectable band cards). */
  renderItem?: (item: ActCard, index: number) => ReactNode;
};

const GRID = "grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4";
const SKELETONS = 8;
// Start fetching the next page while the reader is still a screen or so above the end.
const PREFETCH_MARGIN = "800px 0px";

/**
 * A grid of artist/band cards, 2 / 3 / 4 columns (001 §9), with the loading, error, empty and data
 * states, and more cards as the reader nears the end (or presses 'Load more').
 */
export function ActGrid({
  items,
  status,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  texts,
  onIntent,
  renderItem,
}: ActGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = hasNextPage && !isFetchingNextPage;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoadMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage]);

  if (status === "pending") {
    return (
      <div role="status">
        <p className="mb-3 text-sm text-muted-foreground">{texts.loading}</p>
        <div className={GRID}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <ArtistBandCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (status === "error") {
    return (
      <p
        role="alert"
        className="rounded-xl border border-destructive/50 bg-destructive/10 p-6 text-center text-sm text-red-300"
      >
        {texts.error}
      </p>
    );
  }
  if (!items?.length) {
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">{texts.empty}</p>
    );
  }
  return (
    <div className="grid gap-6">
      <ul className={GRID}>
        {items.map((item, i) => (
          <li key={`${item.type}:${item.id}`} className="flex">
            {renderItem ? (
              renderItem(item, i)
            ) : (
              <ArtistBandCard
                item={item}
                priority={i < 4}
                onIntent={onIntent ? () => onIntent(item) : undefined}
                className="w-full"
              />
            )}
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => fetchNextPage()}
          disabled={isFetchingNextPage}
          className="justify-self-center"
        >
          {isFetchingNextPage ? "Loading more..." : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}
