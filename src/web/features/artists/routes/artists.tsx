import { ActGrid } from "@/web/components/cards/act-grid";
import {
  ChoiceFilter,
  FilterBar,
  GenreFilter,
  LocationChoice,
  SearchFilter,
  useUrlFilter,
} from "@/web/components/cards/discovery-filters";
import { Page } from "@/web/components/layout/page";
import { prefetchAct } from "@/web/lib/act-queries";
import { type DiscoverType, useDiscover } from "../api/get-discover";
import { useDiscoverLocations } from "../api/get-discover-locations";

/** 001 §2: the spec's strings for each state of the grid. */
const TEXTS = {
  loading: "Loading content...",
  error: "Error loading content. Please try again later.",
  empty: "No artists or bands found matching your criteria.",
};

const TYPE_OPTIONS = [
  { value: "artist", label: "Music Artists" },
  { value: "band", label: "Bands" },
] as const;

const toType = (value: string | null): DiscoverType => (value === "artist" || value === "band" ? value : "all");

/** /artists, 'Discover Artists & Bands': search, location, genre and type, all kept in the URL to share. */
export default function ArtistsRoute() {
  const [search, setSearch] = useUrlFilter("search");
  const [location, setLocation] = useUrlFilter("location");
  const [genre, setGenre] = useUrlFilter("genre");
  const [typeParam, setType] = useUrlFilter("type");
  const type = toType(typeParam);
  const discover = useDiscover({ search, location, genre, type });
  const cities = useDiscoverLocations(type);
  return (
    <Page
      title="Discover Artists & Bands"
      description="Independent artists and bands from across India. Scream for your favourites."
    >
      <FilterBar>
        <SearchFilter
          value={search}
          onChange={setSearch}
          placeholder="Search artists and bands"
          label="Search artists and bands"
        />
        <LocationChoice value={location} onChange={setLocation} cities={cities.data} />
        <GenreFilter value={genre} onChange={setGenre} />
        <ChoiceFilter
          label="Type"
          value={type === "all" ? null : type}
          onChange={setType}
          anyLabel="All types"
          options={TYPE_OPTIONS}
        />
      </FilterBar>
      <ActGrid
        items={discover.data?.pages.flatMap((page) => page.items)}
        status={discover.status}
        hasNextPage={discover.hasNextPage}
        isFetchingNextPage={discover.isFetchingNextPage}
        fetchNextPage={discover.fetchNextPage}
        texts={TEXTS}
        onIntent={prefetchAct}
      />
    </Page>
  );
}
