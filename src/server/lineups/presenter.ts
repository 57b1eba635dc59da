import type { LineupAct } from "@/shared/contract/lineups";
import { displayNameFor } from "@/shared/display-name";
import { genresOf } from "../bands/card";

type Genres = { primaryGenre: string | null; secondaryGenre: string | null };
export interface LineupRow {
  kind: "band" | "artist";
  bandId: string | null;
  artistId: string | null;
  headliner: boolean;
  band: ({ name: string; avatarUrl: string | null; location: string | null } & Genres) | null;
  person: { role: string; name: string | null; displayName: string | null; avatarUrl: string | null } | null;
  artist: ({ location: string | null } & Genres) | null;
}

/** A line-up row as gig pages show it: a band card or an artist chip (name and face, never an e-mail). */
export function presentLineupAct(row: LineupRow): LineupAct {
  if (row.kind === "band") {
    const band = row.band!;
    return {
      kind: "band",
      id: row.bandId!,
      name: band.name,
      avatarUrl: band.avatarUrl,
      location: band.location,
      genres: genresOf(band.primaryGenre, band.secondaryGenre),
      headliner: row.headliner,
    };
  }
  const person = row.person!;
  return {
    kind: "artist",
    id: row.artistId!,
    name: displayNameFor({ role: person.role, displayName: person.displayName, name: person.name }),
    avatarUrl: person.avatarUrl,
    location: row.artist?.location ?? null,
    genres: genresOf(row.artist?.primaryGenre, row.artist?.secondaryGenre),
    headliner: row.headliner,
  };
}
