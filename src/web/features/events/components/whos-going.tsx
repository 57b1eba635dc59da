import { Link } from "react-router";
import type { EventDetail } from "@/shared/contract/events";
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

/** 'Artist Lineup' chips, each opening the artist's page; 'No artists listed' when there are none. */
export function Lineup({ lineup }: { lineup: Person[] }) {
  if (!lineup.length) return <p className="text-sm text-muted-foreground">No artists listed</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {lineup.map((artist) => (
        <li key={artist.id} className="max-w-full">
          <PersonChip person={artist} href={`/artists/${artist.id}`} />
        </li>
      ))}
    </ul>
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
