/**
 * Site search over bands, artists, venues and gigs. A row matches when its name contains the text,
 * sounds like it (typos and romanisations, see sql.ts) or its bio/description holds the words; rows
 * are ranked by how close the name is plus the full-text rank, and each kind is limited separately.
 */
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { presentArtistCard } from "../artists/presenter";
import { artistColumns } from "../artists/service";
import { artistIsListed, bandIsListed } from "../bands/policy";
import { presentBandCard } from "../bands/presenter";
import { bandCardColumns } from "../bands/service";
import type { DbOrTx } from "../db/client";
import { artists, bands, events, users, venues } from "../db/schema";
import { presentVenueListItem } from "../venues/presenter";
import { venueCardColumns } from "../venues/service";
import { fold, searchName, searchSound, searchWords, sound } from "./sql";
import { containsText, escapeLike, matchesNameOrText, prefixWordQuery, wordQuery } from "./text";

export const SEARCH_TYPES = ["band", "artist", "venue", "gig"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * How well a row matches, higher is better: the closer spelling of the name (folded or by sound),
 * a bonus when the name is the text, starts with it or contains it, and the full-text rank of the body.
 */
function rankOf(names: PgTable, texts: PgTable, text: string): SQL<number> {
  const folded = fold(sql`${text}::text`);
  const pattern = fold(sql`${escapeLike(text)}::text`);
  const name = searchName(names);
  const words = prefixWordQuery(text);
  return sql<number>`(
    greatest(word_similarity(${folded}, ${name}), strict_word_similarity(${sound(sql`${text}::text`)}, ${searchSound(names)}))
    + case when ${name} = ${folded} then 1.0
           when ${name} like ${pattern} || '%' then 0.5
           when ${name} like '%' || ${pattern} || '%' then 0.25
           else 0 end
    + ${words ? sql`ts_rank(${searchWords(texts)}, ${wordQuery(words)})` : sql`0`}
  )`;
}

/** Name contains the text or sounds like it, or the bio/description has its words. */
function matches(names: PgTable, texts: PgTable, text: string, ...extra: SQL[]): SQL {
  return or(matchesNameOrText(names, texts, text), ...extra)!;
}

const searchBands = (db: DbOrTx, text: string, limit: number) =>
  db
    .select({ ...bandCardColumns, rank: rankOf(bands, bands, text) })
    .from(bands)
    .where(and(bandIsListed, matches(bands, bands, text)))
    .orderBy((t) => [desc(t.rank), bands.name, bands.id])
    .limit(limit)
    .then((rows) => rows.map(presentBandCard));

const searchArtists = (db: DbOrTx, text: string, limit: number) =>
  db
    .select({ ...artistColumns, rank: rankOf(users, artists, text) })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(artistIsListed, matches(users, artists, text)))
    .orderBy((t) => [desc(t.rank), users.name, users.id])
    .limit(limit)
    .then((rows) => rows.map(presentArtistCard));

const searchVenues = (db: DbOrTx, text: string, limit: number) =>
  db
    .select({ ...venueCardColumns, rank: rankOf(venues, venues, text) })
    .from(venues)
    .where(matches(venues, venues, text, containsText(venues.city, text)))
    .orderBy((t) => [desc(t.rank), venues.name, venues.id])
    .limit(limit)
    .then((rows) => rows.map(presentVenueListItem));

const searchGigs = (db: DbOrTx, text: string, limit: number, now: Date) =>
  db
    .select({
      id: events.id,
      name: events.name,
      startTime: events.startTime,
      venueName: sql<string | null>`coalesce(${events.venueName}, ${events.venue})`,
      city: events.city,
      coverImageUrl: events.coverImageUrl,
      rank: rankOf(events, events, text),
    })
    .from(events)
    .where(matches(events, events, text))
    // Equally good matches: gigs still to come before past ones, the soonest first.
    .orderBy((t) => [desc(t.rank), sql`${events.startTime} >= ${now} desc nulls last`, events.startTime, events.id])
    .limit(limit)
    .then((rows) =>
      rows.map(({ rank: _rank, startTime, ...gig }) => ({ ...gig, startTime: startTime?.toISOString() ?? null })),
    );

export interface SearchResults {
  bands: Awaited<ReturnType<typeof searchBands>>;
  artists: Awaited<ReturnType<typeof searchArtists>>;
  venues: Awaited<ReturnType<typeof searchVenues>>;
  gigs: Awaited<ReturnType<typeof searchGigs>>;
}

/** Searches the asked kinds (the others come back empty), at most `limit` of each, best first. */
export async function search(
  db: DbOrTx,
  input: { q: string; types: readonly SearchType[]; limit: number; now?: Date },
): Promise<SearchResults> {
  const wants = (type: SearchType) => input.types.includes(type);
  const none = Promise.resolve([]);
  const [bandHits, artistHits, venueHits, gigHits] = await Promise.all([
    wants("band") ? searchBands(db, input.q, input.limit) : none,
    wants("artist") ? searchArtists(db, input.q, input.limit) : none,
    wants("venue") ? searchVenues(db, input.q, input.limit) : none,
    wants("gig") ? searchGigs(db, input.q, input.limit, input.now ?? new Date()) : none,
  ]);
  return { bands: bandHits, artists: artistHits, venues: venueHits, gigs: gigHits };
}
