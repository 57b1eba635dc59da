import { ChevronRightIcon, MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useCityDemand } from "../api/fan-activity";

/**
 * '128 fans in Pune want them here'; once a published gig there answered requests (issue 13, the
 * closed loop): '12 fans asked for Pune — answered!'.
 */
export const cityDemandLine = (count: number, city: string, answered = 0) =>
  answered > 0
    ? `${count} ${count === 1 ? "fan" : "fans"} asked for ${city} — answered!`
    : `${count} ${count === 1 ? "fan" : "fans"} in ${city} ${count === 1 ? "wants" : "want"} them here`;

/**
 * Beyond the spec: where fans asked the band to play (Bring to My City), busiest cities first, so
 * bands and promoters can see demand ("128 fans in Pune want them here"). Each city opens its board
 * on /demand, and the last line the band's own cities there (issue 12 item 7).
 */
export function CityDemand({ bandId }: { bandId: string }) {
  const demand = useCityDemand(bandId);
  if (demand.isPending) return <Skeleton className="h-16" role="status" aria-label="Loading city requests" />;
  if (demand.isError) return <p className="text-sm text-red-400">Couldn't load city requests.</p>;
  const { cities, total } = demand.data;
  return (
    <section aria-labelledby={`demand-${bandId}`} className="grid gap-2">
      <h3 id={`demand-${bandId}`} className="text-sm font-semibold text-muted-foreground">
        Where fans want them
      </h3>
      {cities.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {total > 0
            ? `${total} ${total === 1 ? "fan wants" : "fans want"} them in their city.`
            : "No city requests yet. Be the first to ask!"}
        </p>
      ) : (
        <ul className="grid gap-1.5">
          {cities.map((row) => (
            <li key={row.city}>
              {/* The city's demand board: which other bands that city wants. */}
              <Link
                to={`/demand?city=${encodeURIComponent(row.city)}`}
                className="flex w-fit items-center gap-2 text-sm hover:underline"
              >
                <MapPinIcon className="size-4 shrink-0 text-primary-bright" aria-hidden="true" />
                {cityDemandLine(row.count, row.city, row.answered)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={`/demand?band=${encodeURIComponent(bandId)}`}
        className="flex w-fit items-center gap-1 text-sm font-semibold text-primary-bright hover:underline"
      >
        Every city on the demand board
        <ChevronRightIcon className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
