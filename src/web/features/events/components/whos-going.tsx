import { Link } from "react-router";
import type { EventDetail } from "@/shared/contract/events";
import type { LineupAct } from "@/shared/contract/lineups";
import type { Person } from "@/shared/contract/people";
import { ShowMoreButton, useShowMore } from "@/web/components/show-more";
import { UserAvatar } from "@/web/components/user-avatar";
import { moreGoingQueryOptions } from "../api/get-event-going";

function PersonChip({ person, href }: { person: Person; href?: string }) {
  const body = (
    <>
      <UserAvatar
        user={{ name: person.name, avatarUrl: person.avatarUrl }}
        className="size-8"
        initialsClassName="text-xs"
      />
      <span className="truncate text-sm font-medium">{person.name}</span>
    </>
  );
  const classes = "flex max-w-full items-center gap-2 rounded-full border bg-secondary/60 py-1 pr-3 pl-1";
  return href ? (
    <Link to={href} className={`${classes} hover:border-primary-bright hover:text-primary-bright`}>
      {body}
    </Link>
  ) : (
    <span className={classes}>{body}</span>
  );
}

/**
 * The gig's line-up in billing order (issue 12 item 5): band cards (photo, name, genres, home town),
 * then artist chips, each opening the act's page; 'No bands or artists listed' when there are none.
 */
export function Lineup({ lineup }: { lineup: LineupAct[] }) {
  if (!lineup.length) return <p className="text-sm text-muted-foreground">No bands or artists listed</p>;
  const bands = lineup.filter((act) => act.kind === "band");
  const artists = lineup.filter((act) => act.kind === "artist");
  return (
    // grid-cols-1 (minmax(0, 1fr)) and min-w-0: a long band name truncates instead of widening the page at 320 px.
    <div className="grid grid-cols-1 gap-3">
      {bands.length ? (
        <ul aria-label="Bands" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {bands.map((band) => (
            // A container: with large text (200 %) the avatar drops out so the name and 'Headliner' still fit.
            <li key={band.id} className="@container min-w-0">
              <Link
                to={`/bands/${band.id}`}
                className="flex items-center gap-3 rounded-xl border bg-card p-3 hover:border-primary-bright"
              >
                <UserAvatar
                  user={{ name: band.name, avatarUrl: band.avatarUrl }}
                  className="size-12 shrink-0 @max-[16rem]:hidden"
                  initialsClassName="text-sm"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{band.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {[band.genres.join(" · "), band.location].filter(Boolean).join(" · ") || "Band"}
                  </span>
                </span>
                {band.headliner ? (
                  <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary-bright">
                    Headliner
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {artists.length ? (
        <ul aria-label="Artists" className="flex flex-wrap gap-2">
          {artists.map((artist) => (
            <li key={artist.id} className="max-w-full">
              <PersonChip person={artist} href={`/artists/${artist.id}`} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** "Who's Going (n)" from the RSVPs, newest first, with more on request. */
export function WhosGoing({ event }: { event: EventDetail }) {
  const going = useShowMore(event.going, moreGoingQueryOptions(event.id, event.going.nextCursor));
  const people = going.items;
  return (
    <section aria-labelledby="whos-going" className="grid gap-3">
      <h2 id="whos-going" className="text-xl font-bold">
        Who&apos;s Going ({event.going.count})
      </h2>
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one has RSVP&apos;d yet</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {people.map((person) => (
            <li key={person.id} className="max-w-full">
              <PersonChip person={person} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={going} />
      {going.failed ? <p className="text-sm text-red-400">Failed to load more. Please try again.</p> : null}
    </section>
  );
}
