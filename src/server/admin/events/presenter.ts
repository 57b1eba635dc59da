import type { AdminEvent } from "./service";

/** The whole event as /events/{id}/edit needs it; times are UTC ISO strings (the form shows them in IST). */
export function presentAdminEvent(event: AdminEvent) {
  return {
    id: event.id,
    name: event.name,
    description: event.description,
    venueId: event.venueId,
    venue: event.venue,
    venueName: event.venueName,
    city: event.city,
    category: event.category,
    genre: event.genre,
    ticketPrice: event.ticketPrice,
    ticketUrl: event.ticketUrl,
    externalTicketUrl: event.externalTicketUrl,
    startTime: event.startTime?.toISOString() ?? null,
    endTime: event.endTime?.toISOString() ?? null,
    isFeatured: event.isFeatured,
    isVerified: event.isVerified,
    coverImageUrl: event.coverImageUrl,
    lineup: event.lineup,
    updatedAt: event.updatedAt.toISOString(),
  };
}
