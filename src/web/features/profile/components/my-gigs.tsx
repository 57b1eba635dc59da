import { CalendarCheckIcon, ChevronRightIcon, MapPinIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { CALENDAR_PROVIDER_NAMES } from "@/shared/calendar-links";
import { formatIst, formatIstShortDate } from "@/shared/datetime";
import { venueAndCity } from "@/web/components/cards/gig-place";
import { LoadFailed } from "@/web/components/load-failed";
import { Skeleton } from "@/web/components/ui/skeleton";
import { type MyGig, useMyGigs } from "../api/get-my-gigs";

/**
 * 'My Gigs' on the user's own profile (issue 14): upcoming RSVPs with their Add to Calendar state,
 * and 'Gigs I went to' (past RSVPs), each opening the gig's page.
 */
export function MyGigs() {
  const gigs = useMyGigs();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 grid gap-3">
      <h2 id={headingId} className="text-lg font-bold">
        My Gigs
      </h2>
      {gigs.isPending ? (
        <div role="status" aria-label="Loading your gigs" className="grid gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : gigs.isError ? (
        <LoadFailed
          message="Failed to fetch your gigs"
          onRetry={() => void gigs.refetch()}
          className="gap-2 rounded-xl bg-muted p-4"
        />
      ) : (
        <>
          {gigs.data.upcoming.length > 0 ? (
            <GigRows gigs={gigs.data.upcoming} label="Upcoming gigs" showCalendar />
          ) : (
            <p className="rounded-xl bg-muted p-4 text-center text-sm">
              No upcoming gigs yet.{" "}
              <Link to="/events" className="font-semibold text-primary-bright underline-offset-4 hover:underline">
                Find a gig
              </Link>
            </p>
          )}
          <h3 className="mt-2 text-base font-bold">Gigs I went to</h3>
          {gigs.data.past.length > 0 ? (
            <GigRows gigs={gigs.data.past} label="Gigs I went to" />
          ) : (
            <p className="rounded-xl bg-muted p-4 text-center text-sm text-muted-foreground">No past gigs yet.</p>
          )}
        </>
      )}
    </section>
  );
}

function GigRows({ gigs, label, showCalendar = false }: { gigs: MyGig[]; label: string; showCalendar?: boolean }) {
  return (
    <ul aria-label={label} className="divide-y overflow-hidden rounded-xl border bg-card">
      {gigs.map((gig) => (
        <li key={gig.eventId}>
          <Link
            to={`/events/${gig.eventId}`}
            className="flex items-center gap-3 p-3 transition-colors hover:bg-secondary focus-visible:bg-secondary focus-visible:outline-none"
          >
            <span className="grid w-12 shrink-0 place-items-center rounded-lg bg-secondary py-1 text-center leading-tight">
              {gig.startTime ? (
                <>
                  <span className="text-[11px] font-semibold text-primary-bright uppercase">
                    {formatIst(gig.startTime, "MMM")}
                  </span>
                  <span className="text-lg font-bold">{formatIst(gig.startTime, "d")}</span>
                </>
              ) : (
                <span className="text-xs font-semibold">TBA</span>
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{gig.name}</span>
              <span className="mt-0.5 flex items-center gap-1 truncate text-xs text-muted-foreground">
                <MapPinIcon className="size-3 shrink-0" aria-hidden="true" />
                {venueAndCity(gig.venue, gig.city)}
              </span>
              <span className="mt-0.5 block text-xs text-muted-foreground">
                {gig.startTime ? <time dateTime={gig.startTime}>{formatIstShortDate(gig.startTime)}</time> : "Date TBA"}
              </span>
              {showCalendar && gig.calendarProvider ? (
                <span className="mt-0.5 flex items-center gap-1 text-xs text-primary-bright">
                  <CalendarCheckIcon className="size-3 shrink-0" aria-hidden="true" />
                  Added to {CALENDAR_PROVIDER_NAMES[gig.calendarProvider]}
                </span>
              ) : null}
            </span>
            <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
