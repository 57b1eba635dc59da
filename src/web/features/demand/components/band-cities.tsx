import { MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import type { BandDemand } from "@/shared/contract/demand";
import { UserAvatar } from "@/web/components/user-avatar";
import { cityBoardPath, fansWantThem } from "./demand-text";
import { GigLine } from "./gig-line";

/** Where fans want one band: its top cities, most asked-for first, each with the band's next gig there. */
export function BandCities({ demand }: { demand: BandDemand }) {
  const { band, cities, total } = demand;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar user={{ name: band.name, avatarUrl: band.avatarUrl }} className="size-12" />
        <span className="min-w-0">
          <Link to={`/bands/${band.id}`} className="block truncate text-lg font-semibold hover:underline">
            {band.name}
          </Link>
          <span className="block text-sm text-muted-foreground">
            {total === 0
              ? "No city requests yet."
              : `${total.toLocaleString("en-IN")} ${total === 1 ? "fan has" : "fans have"} asked them to come to their city`}
          </span>
        </span>
      </div>
      {cities.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          Be the first: open the band's page and tap Bring to My City.
        </p>
      ) : (
        <ol aria-label="Top cities" className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {cities.map((row, index) => (
            <li
              key={row.city}
              className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-3 rounded-xl border bg-card p-3 sm:grid-cols-[2.75rem_minmax(0,1fr)]"
            >
              <span className="text-right text-lg font-extrabold tabular-nums">#{index + 1}</span>
              <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <Link
                    to={cityBoardPath(row.city)}
                    className="flex min-w-0 items-center gap-1.5 font-semibold hover:underline"
                  >
                    <MapPinIcon className="size-4 shrink-0 text-primary-bright" aria-hidden="true" />
                    <span className="truncate">{row.city}</span>
                  </Link>
                  <p className="font-bold text-primary-bright">{fansWantThem(row.count)}</p>
                </div>
                {row.nextGig ? (
                  <GigLine gig={row.nextGig} />
                ) : (
                  <p className="text-sm text-muted-foreground">No gig there announced yet.</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
