/** JSON-LD for the gig page: a MusicEvent with its place, line-up and tickets. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { events, venues } from "../../db/schema";
import { readLineup } from "../../lineups/service";
import { entityPath } from "../public-pages";
import type { ActRef, MusicEvent } from "./schemas";
import { absolute, bandRef, compact, httpUrls, istDateTime, personRef, plainText, postalAddress } from "./values";

/**
 * The gig's MusicEvent; undefined for a gig without a date or a place (search engines drop an event
 * without either), null when there is no such gig.
 */
export async function gigData(db: Database, id: string, appUrl: string): Promise<MusicEvent | undefined | null> {
  const [[row], lineup] = await Promise.all([
    db
      .select({
        event: events,
        venue: { id: venues.id, name: venues.name, city: venues.city, location: venues.location },
      })
      .from(events)
      .leftJoin(venues, eq(venues.id, events.venueId))
      .where(eq(events.id, id)),
    readLineup(db, id),
  ]);
  if (!row) return null;
  const { event, venue } = row;
  const location = venue
    ? {
        "@type": "MusicVenue" as const,
        name: venue.name,
        url: `${appUrl}${entityPath("venues", venue.id)}`,
        address: postalAddress({ city: venue.city, location: venue.location }),
      }
    : {
        "@type": "Place" as const,
        name: event.venueName?.trim() || event.venue?.trim() || undefined,
        address: postalAddress({ city: event.city }),
      };
  if (!event.startTime || !location.address) return undefined;
  // The line-up in billing order: bands as MusicGroup, artists as Person.
  const performers: ActRef[] = lineup.map((act) =>
    act.kind === "band" ? bandRef(appUrl, { id: act.id, name: act.name }) : personRef(appUrl, act.name, act.id),
  );
  const image = absolute(appUrl, event.coverImageUrl);
  return compact<MusicEvent>({
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: event.name,
    url: `${appUrl}${entityPath("gigs", event.id)}`,
    description: plainText(event.description),
    image: image ? [image] : undefined,
    startDate: istDateTime(event.startTime),
    endDate: event.endTime ? istDateTime(event.endTime) : undefined,
    // Gigs have no cancelled state yet: one that is called off is deleted or edited.
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: compact({ ...location, address: location.address }),
    performer: performers,
    offers: offerOf(event.ticketPrice, event.externalTicketUrl ?? event.ticketUrl),
  });
}

/**
 * The ticket offer: the price text as the gig gives it ('₹800 onwards', 'Free entry') and, when it
 * names an amount, that amount in rupees (the lowest, for 'onwards'); 'Book Tickets'' URL.
 */
export function offerOf(priceText: string | null, ticketUrl: string | null): MusicEvent["offers"] {
  const description = priceText?.trim() || undefined;
  const [url] = httpUrls(ticketUrl);
  if (!description && !url) return undefined;
  const price = description ? amountOf(description) : undefined;
  return compact<NonNullable<MusicEvent["offers"]>>({
    "@type": "Offer",
    url,
    description,
    price,
    priceCurrency: price === undefined ? undefined : "INR",
  });
}

function amountOf(priceText: string): string | undefined {
  const amount = /\d[\d,]*(?:\.\d+)?/.exec(priceText)?.[0];
  if (amount) return amount.replace(/,/g, "");
  return /\bfree\b/i.test(priceText) ? "0" : undefined;
}
