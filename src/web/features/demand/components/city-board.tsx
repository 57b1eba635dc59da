import { MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import type { CityDemandRow } from "@/shared/contract/demand";
import { LoadFailed } from "@/web/components/load-failed";
import { LoadMoreFooter } from "@/web/components/load-more-footer";
import { Skeleton } from "@/web/components/ui/skeleton";
import { UserAvatar } from "@/web/components/user-avatar";
import { useCityBoard } from "../api/demand";
import { bandCitiesPath, bandsCityWants, fansWantThem } from "./demand-text";
import { GigLine } from "./gig-line";

/**
 * 'Bands {city} wants': bands ranked by how many fans of the city asked them to come (Bring to My
 * City), each with its count, its upcoming gigs there and a link to the band's top cities.
 */
export function CityBoard({ city }: { city: string }) {
  const board = useCityBoard(city);
  if (board.isPending) {
    return (
      <div role="status" aria-label="Loading the board" className="grid gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  if (board.isError) {
    return (
      <LoadFailed
        message="Failed to load the board"
        onRetry={() => void board.refetch()}
        className="rounded-xl bg-muted p-6"
      />
    );
  }
  const rows = board.data.pages.flatMap((page) => page.items);
  const name = board.data.pages[0]?.city ?? city;
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
        No fan in {name} has asked a band to come yet. Open a band's page and tap Bring to My City!
      </p>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <ol aria-label={bandsCityWants(name)} className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {rows.map((row, index) => (
          <BoardRow key={row.band.id} row={row} rank={index + 1} city={name} />
        ))}
      </ol>
      <LoadMoreFooter list={board} className="justify-self-center" />
    </div>
  );
}

function BoardRow({ row, rank, city }: { row: CityDemandRow; rank: number; city: string }) {
  const { band } = row;
  const about = [band.genres.join(", "), band.location].filter(Boolean).join(" · ");
  return (
    <li className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-3 rounded-xl border bg-card p-3 sm:grid-cols-[2.75rem_minmax(0,1fr)]">
      <span className="pt-2 text-right text-lg font-extrabold tabular-nums">#{rank}</span>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="flex min-w-0 items-center gap-3">
            <UserAvatar user={{ name: band.name, avatarUrl: band.avatarUrl }} className="size-10" />
            <span className="min-w-0">
              <Link to={`/bands/${band.id}`} className="block truncate font-semibold hover:underline">
                {band.name}
              </Link>
              {about ? <span className="block truncate text-xs text-muted-foreground">{about}</span> : null}
            </span>
          </div>
          <p className="font-bold text-primary-bright">{fansWantThem(row.count)}</p>
        </div>
        {row.upcomingGigs.length > 0 ? (
          <ul aria-label={`Upcoming in ${city}`} className="grid grid-cols-[minmax(0,1fr)] gap-1">
            {row.upcomingGigs.map((gig) => (
              <li key={gig.id} className="min-w-0">
                <GigLine gig={gig} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No gig in {city} announced yet.</p>
        )}
        <Link
          to={bandCitiesPath(band.id)}
          className="flex w-fit items-center gap-1 text-xs text-muted-foreground hover:text-foreground hover:underline"
        >
          <MapPinIcon className="size-3.5" aria-hidden="true" />
          Where fans want {band.name}
        </Link>
      </div>
    </li>
  );
}
