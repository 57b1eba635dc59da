import type { EventDetail, GigListItem, GoingPage } from "@/shared/contract/events";
import type { LineupAct } from "@/shared/contract/lineups";
import type { Person } from "@/shared/contract/people";
import { displayNameFor } from "@/shared/display-name";
import type { events } from "../db/schema";

/** A person shown by name and face only (line-up chips, Who's Going, authors): never an e-mail. */
export type { Person };

type PersonRow = {
  id: string;
  role: string;
  name: string | null;
  displayName: string | null;
  avatarUrl: string | null;
};

/**
 * The name 000 §2 gives a person (a fan's display name, else the account name, else 'LoudTribe
 * Member'). The e-mail fallback of displayNameFor is never used in public lists: rows carry none.
 * Post, comment and fan-photo authors use authorNameFor ('Anonymous') instead.
 */
export function presentPerson(row: PersonRow): Person {
  return {
    id: row.id,
    name: displayNameFor({ role: row.role, displayName: row.displayName, name: row.name }),
    avatarUrl: row.avatarUrl,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type ListRow = Pick<
  typeof events.$inferSelect,
  | "id"
  | "name"
  | "venueName"
  | "venue"
  | "city"
  | "startTime"
  | "coverImageUrl"
  | "category"
  | "genre"
  | "ticketPrice"
  | "externalTicketUrl"
  | "ticketUrl"
  | "isFeatured"
>;

/** A gig card: 'venue, city' and the date are formatted by the client in IST with the spec's fallbacks. */
export function presentEventListItem(row: ListRow): GigListItem {
  return {
    id: row.id,
    name: row.name,
    venueName: row.venueName?.trim() || row.venue?.trim() || null,
    city: row.city?.trim() || null,
    startTime: iso(row.startTime),
    coverImageUrl: row.coverImageUrl,
    category: row.category,
    genre: row.genre,
    ticketPrice: row.ticketPrice,
    // 'Book Tickets' opens the external ticket page (001 §9); ticket_url is the older column.
    ticketUrl: row.externalTicketUrl ?? row.ticketUrl ?? null,
    isFeatured: row.isFeatured,
  };
}

export function presentEventDetail(
  event: typeof events.$inferSelect,
  venue: { id: string; name: string; city: string } | null,
  lineup: LineupAct[],
  going: GoingPage,
): EventDetail {
  const card = presentEventListItem(event);
  return {
    ...card,
    // The venue record's name and city win over the copies kept on the event.
    venueName: venue?.name ?? card.venueName,
    city: card.city ?? venue?.city ?? null,
    venue: venue ? { id: venue.id, name: venue.name, city: venue.city } : null,
    description: event.description,
    endTime: iso(event.endTime),
    isVerified: event.isVerified,
    cancelled: event.cancelledAt !== null,
    lineup,
    going,
  };
}
