import { useAdminRecord, useUpdateAdminRecord } from "@/web/lib/admin-record";

export type LineupArtist = { id: string; name: string | null; avatarUrl: string | null };

/** GET /api/admin/events/:id: the whole event and its line-up, times as UTC ISO (admins only). */
export type AdminEvent = {
  id: string;
  name: string;
  description: string | null;
  venueId: string | null;
  venue: string | null;
  venueName: string | null;
  city: string | null;
  category: string | null;
  genre: string | null;
  ticketPrice: string | null;
  ticketUrl: string | null;
  externalTicketUrl: string | null;
  startTime: string | null;
  endTime: string | null;
  isFeatured: boolean;
  isVerified: boolean;
  coverImageUrl: string | null;
  artists: LineupArtist[];
  updatedAt: string;
};

/** The PATCH body; times are exact ISO instants, read from the IST inputs by the shared schema (001 §5). */
export type EventUpdate = Partial<Omit<AdminEvent, "id" | "venueId" | "artists" | "updatedAt">> & {
  artistIds?: string[];
};

export const useAdminEvent = (id: string, enabled: boolean) => useAdminRecord<AdminEvent>("events", id, enabled);

/**
 * PATCH /api/admin/events/:id. Afterwards the cached gig lists and pages are refreshed (001 §7),
 * and so are band and venue pages, which list the gig too.
 */
export const useUpdateEvent = (id: string) =>
  useUpdateAdminRecord<AdminEvent, EventUpdate>("events", id, ["events", "venues", "bands"]);
