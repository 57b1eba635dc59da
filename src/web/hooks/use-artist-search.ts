import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

export type ArtistOption = { id: string; name: string | null; avatarUrl: string | null };

/** The shortest name part worth asking for. */
export const ARTIST_SEARCH_MIN_CHARS = 2;

/**
 * Artist accounts whose name matches `q` (GET /api/admin/artists, admins only), for the line-up and
 * band-member pickers of the band and event edit forms; ones already chosen are left out.
 */
export function useArtistSearch(q: string, excludeIds: readonly string[]) {
  return useQuery({
    queryKey: ["admin", "artists", q],
    queryFn: ({ signal }) =>
      apiFetch<{ artists: ArtistOption[] }>("/api/admin/artists", { query: { q, limit: 8 }, signal }),
    enabled: q.length >= ARTIST_SEARCH_MIN_CHARS,
    select: (data) => data.artists.filter((artist) => !excludeIds.includes(artist.id)),
  });
}
