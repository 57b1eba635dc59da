import { useQuery } from "@tanstack/react-query";
import type { LineupArtist } from "@/shared/contract/admin/events";
import { api } from "@/web/lib/api";

/** An artist account as the pickers show it. */
export type ArtistOption = LineupArtist;

/** The shortest name part worth asking for. */
export const ARTIST_SEARCH_MIN_CHARS = 2;

/**
 * Artist accounts whose name matches `q` (GET /api/admin/artists, admins only), for the line-up and
 * band-member pickers of the band and event edit forms; ones already chosen are left out.
 */
export function useArtistSearch(q: string, excludeIds: readonly string[]) {
  return useQuery({
    queryKey: ["admin", "artists", q],
    queryFn: ({ signal }) => api("GET /api/admin/artists", { query: { q, limit: 8 } }, { signal }),
    enabled: q.length >= ARTIST_SEARCH_MIN_CHARS,
    select: (data) => data.artists.filter((artist) => !excludeIds.includes(artist.id)),
  });
}
