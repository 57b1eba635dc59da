import type { GigCardData } from "@/web/components/cards/gig-card";

/** The shapes of the gig API (src/server/events presenters), as the web app receives them. */
export type Page<T> = { items: T[]; nextCursor: string | null };

export type Person = { id: string; name: string; avatarUrl: string | null };

export type GigListItem = GigCardData & {
  category: string | null;
  genre: string | null;
  ticketPrice: string | null;
  /** The external ticket page, when the gig has one. */
  ticketUrl: string | null;
  isFeatured: boolean;
};

export type EventDetail = GigListItem & {
  venue: { id: string; name: string; city: string } | null;
  description: string | null;
  endTime: string | null;
  isVerified: boolean;
  lineup: Person[];
  going: Page<Person> & { count: number };
};
