import { MicVocalIcon, MusicIcon, StoreIcon, UsersIcon } from "lucide-react";
import { SEARCH_MIN_LENGTH } from "@/shared/search";
import { SearchFilter, useUrlFilter } from "@/web/components/cards/discovery-filters";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { isSearchable, useSearch } from "../api/search";
import { hitsOf } from "../components/hits";
import { ResultGroup, ResultGroupSkeleton } from "../components/result-group";

const SEARCH_TEXTS = {
  hint: `Type at least ${SEARCH_MIN_LENGTH} letters to search bands, artists, venues and gigs.`,
  loading: "Searching...",
  error: "Error loading search results. Please try again later.",
  empty: (q: string) => `Nothing found for “${q}”. Try another spelling or a shorter word.`,
};

/**
 * /search?q=: the site search. The text lives in the URL (a search can be shared or reloaded), and
 * the results come grouped by kind, best match first; the server forgives typos and romanisations.
 */
export default function SearchRoute() {
  const [q, setQ] = useUrlFilter("q");
  const search = useSearch(q);
  return (
    <Page title="Search">
      <search className="mb-6">
        <SearchFilter
          value={q}
          onChange={setQ}
          label="Search bands, artists, venues and gigs"
          placeholder="Search bands, artists, venues, gigs"
          autoFocus
          className="lg:w-full"
        />
      </search>
      <Results q={q} search={search} />
    </Page>
  );
}

function Results({ q, search }: { q: string | null; search: ReturnType<typeof useSearch> }) {
  if (!isSearchable(q)) return <p className="text-sm text-muted-foreground">{SEARCH_TEXTS.hint}</p>;
  if (search.isPending) {
    return (
      <div role="status" className="grid gap-6">
        <p className="text-sm text-muted-foreground">{SEARCH_TEXTS.loading}</p>
        <ResultGroupSkeleton />
        <ResultGroupSkeleton />
      </div>
    );
  }
  if (search.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/50 bg-destructive/10 p-4 text-sm text-red-300"
      >
        {SEARCH_TEXTS.error}
        <Button variant="outline" size="sm" onClick={() => search.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const hits = hitsOf(search.data);
  const total = hits.bands.length + hits.artists.length + hits.venues.length + hits.gigs.length;
  if (total === 0) {
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
        {SEARCH_TEXTS.empty(search.data.query)}
      </p>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2" aria-busy={search.isPlaceholderData}>
      <ResultGroup title="Bands" hits={hits.bands} fallbackIcon={UsersIcon} />
      <ResultGroup title="Artists" hits={hits.artists} fallbackIcon={MicVocalIcon} />
      <ResultGroup title="Venues" hits={hits.venues} fallbackIcon={StoreIcon} />
      <ResultGroup title="Gigs" hits={hits.gigs} fallbackIcon={MusicIcon} />
    </div>
  );
}
