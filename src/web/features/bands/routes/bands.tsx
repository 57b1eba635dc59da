import { MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { ActGrid } from "@/web/components/cards/act-grid";
import {
  FilterBar,
  GenreFilter,
  LocationChoice,
  SearchFilter,
  useUrlFilter,
} from "@/web/components/cards/discovery-filters";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { prefetchAct } from "@/web/lib/act-queries";
import { useBandLocations } from "../api/get-band-locations";
import { useBands } from "../api/get-bands";
import { AddYourBandButton } from "../components/band-submission-dialog";

const TEXTS = {
  loading: "Loading bands...",
  error: "Error loading bands. Please try again later.",
  empty: "No bands found matching your criteria.",
};

/** /bands, 'Discover Bands' (001 §2): search over name and bio, location and genre, kept in the URL. */
export default function BandsRoute() {
  const [search, setSearch] = useUrlFilter("search");
  const [location, setLocation] = useUrlFilter("location");
  const [genre, setGenre] = useUrlFilter("genre");
  const bands = useBands({ search, location, genre });
  const cities = useBandLocations();
  return (
    <Page
      title="Discover Bands"
      description="Find your next favourite band from India's indie scene."
      actions={
        <>
          {/* Issue 12 item 7: which bands each city wants (Bring to My City), for fans, bands and promoters. */}
          <Button asChild variant="outline">
            <Link to="/demand">
              <MapPinIcon aria-hidden="true" />
              Demand board
            </Link>
          </Button>
          <AddYourBandButton />
        </>
      }
    >
      <FilterBar>
        <SearchFilter
          value={search}
          onChange={setSearch}
          placeholder="Search bands by name or bio"
          label="Search bands"
        />
        <LocationChoice value={location} onChange={setLocation} cities={cities.data} />
        <GenreFilter value={genre} onChange={setGenre} />
      </FilterBar>
      <ActGrid
        items={bands.data?.pages.flatMap((page) => page.items)}
        status={bands.status}
        hasNextPage={bands.hasNextPage}
        isFetchingNextPage={bands.isFetchingNextPage}
        fetchNextPage={bands.fetchNextPage}
        texts={TEXTS}
        onIntent={prefetchAct}
      />
    </Page>
  );
}
