import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { CityAutocomplete } from "@/web/components/city-autocomplete";
import { Page } from "@/web/components/layout/page";
import { LoadFailed } from "@/web/components/load-failed";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useMe } from "@/web/hooks/use-me";
import { ApiError } from "@/web/lib/api-client";
import { useBandDemand, useCityBoard } from "../api/demand";
import { BandCities } from "../components/band-cities";
import { CityBoard } from "../components/city-board";
import { bandsCityWants } from "../components/demand-text";

const DESCRIPTION = "Bands ranked by how many fans asked them to come to their city. For fans, bands and promoters.";

/**
 * /demand, the public demand board (issue 12 item 7). `?city=Pune`: 'Bands Pune wants', ranked by
 * Bring to My City requests, with their upcoming gigs there. `?band={id}`: where fans want that band.
 * Without either, a signed-in fan sees their own city's board. The choice lives in the URL, so a
 * board can be shared and is rendered on the server.
 */
export default function DemandRoute() {
  const [params, setParams] = useSearchParams();
  const bandId = params.get("band")?.trim() || null;
  const cityParam = params.get("city")?.trim() || null;
  const me = useMe();
  const city = cityParam ?? (bandId ? null : me.data?.fan?.city?.trim() || null);

  // Until the visitor types, the box shows the board's city; following a link resets it.
  const [typed, setTyped] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new board in the URL starts from its own city.
  useEffect(() => setTyped(null), [cityParam, bandId]);

  function show(next: string) {
    const name = next.trim();
    setParams(name ? { city: name } : {}, { preventScrollReset: true });
    setTyped(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    show(typed ?? city ?? "");
  }

  return (
    <DemandPage bandId={bandId} city={city}>
      <form role="search" aria-label="Pick a city" onSubmit={onSubmit} className="mb-6 grid gap-2">
        <label htmlFor="demand-city" className="text-sm font-semibold">
          City
        </label>
        <div className="flex items-start gap-2">
          <CityAutocomplete
            id="demand-city"
            value={typed ?? (bandId ? "" : (city ?? ""))}
            onChange={setTyped}
            onSelect={(picked) => show(picked.name)}
            placeholder="Pick a city"
            className="min-w-0 flex-1"
          />
          <Button type="submit">Show</Button>
        </div>
      </form>
      {bandId ? (
        <BandSection bandId={bandId} />
      ) : city ? (
        <CityBoard city={city} />
      ) : (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          Pick a city to see which bands its fans want most, and whether they are already playing there.
        </p>
      )}
    </DemandPage>
  );
}

/** The frame: its heading names the board ('Bands Pune wants', 'Where fans want {band}'). */
function DemandPage({ bandId, city, children }: { bandId: string | null; city: string | null; children: ReactNode }) {
  if (bandId) return <BandTitled bandId={bandId}>{children}</BandTitled>;
  if (city) return <CityTitled city={city}>{children}</CityTitled>;
  return (
    <Page title="Demand board" description={DESCRIPTION} className="max-w-3xl">
      {children}
    </Page>
  );
}

function CityTitled({ city, children }: { city: string; children: ReactNode }) {
  // The same query as the board below (shared cache): the city as fans spell it.
  const board = useCityBoard(city);
  const name = board.data?.pages[0]?.city ?? city;
  return (
    <Page title={bandsCityWants(name)} description={DESCRIPTION} className="max-w-3xl">
      {children}
    </Page>
  );
}

function BandTitled({ bandId, children }: { bandId: string; children: ReactNode }) {
  const demand = useBandDemand(bandId);
  const title = demand.data ? `Where fans want ${demand.data.band.name}` : "Demand board";
  return (
    <Page title={title} description={DESCRIPTION} className="max-w-3xl">
      {children}
    </Page>
  );
}

function BandSection({ bandId }: { bandId: string }) {
  const demand = useBandDemand(bandId);
  if (demand.isPending)
    return <Skeleton role="status" aria-label="Loading the band's cities" className="h-40 rounded-xl" />;
  if (demand.isError) {
    if (demand.error instanceof ApiError && demand.error.status === 404) {
      return <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">Band not found.</p>;
    }
    return (
      <LoadFailed
        message="Failed to load where fans want this band"
        onRetry={() => void demand.refetch()}
        className="rounded-xl bg-muted p-6"
      />
    );
  }
  return <BandCities demand={demand.data} />;
}
