import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "@/web/components/cards/image";
import { Skeleton } from "@/web/components/ui/skeleton";

export type SearchHit = {
  key: string;
  /** The result's own page. */
  to: string;
  name: string;
  /** One line under the name: type, genre, place or date. */
  detail: string;
  imageUrl: string | null;
};

type ResultGroupProps = { title: string; hits: SearchHit[]; fallbackIcon: LucideIcon };

/** One kind of result (Bands, Artists, Venues, Gigs) as a list of rows, each opening its page. */
export function ResultGroup({ title, hits, fallbackIcon }: ResultGroupProps) {
  if (hits.length === 0) return null;
  const headingId = `search-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({hits.length})</span>
      </h2>
      <ul className="divide-y overflow-hidden rounded-xl border bg-card">
        {hits.map((hit) => (
          <li key={hit.key}>
            <Link
              to={hit.to}
              className="flex items-center gap-3 p-3 transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
            >
              <ResponsiveImage
                src={hit.imageUrl}
                alt=""
                width={56}
                height={56}
                sizes="56px"
                widths={[160]}
                fallbackIcon={fallbackIcon}
                className="size-14 shrink-0 rounded-lg"
              />
              <span className="min-w-0">
                <span className="block truncate font-medium">{hit.name}</span>
                <span className="block truncate text-sm text-muted-foreground">{hit.detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shape of a group of rows while the results load. */
export function ResultGroupSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="mb-2 h-6 w-24" />
      <div className="divide-y rounded-xl border bg-card">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="flex items-center gap-3 p-3">
            <Skeleton className="size-14 shrink-0 rounded-lg" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
