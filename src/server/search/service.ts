/**
 * Site search over bands, artists, venues and gigs. A row matches when its name contains the text,
 * sounds like it (typos and romanisations, see sql.ts) or its bio/description holds the words, and
 * venues and gigs when their city is the text's city (under any name or misspelt, cities/names.ts); rows
 * are ranked by how close the name is plus the full-text rank, and each kind is limited separately.
 */
import { type AnyColumn, and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { SearchResults, SearchType } from "@/shared/contract/search";
import { presentArtistCard } from "../artists/presenter";
import { artistColumns } from "../artists/service";
import { artistIsListed, bandIsListed } from "../bands/policy";
import { presentBandCard } from "../bands/presenter";
import { bandCardColumns } from "../bands/service";
import { placeNames } from "../cities/names";
import type { Database, DbOrTx, Transaction } from "../db/client";
import { artists, bands, events, users, venues } from "../db/schema";
import { inAnyCity } from "../events/order";
import { presentVenueListItem } from "../venues/presenter";
import { venueCardColumns } from "../venues/service";
import { fold, searchName, searchSound, searchWords, sound } from "./sql";
import { containsText, escapeLike, nameOrTextArms, prefixWordQuery, wordQuery } from "./text";

/**
 * How well a row matches, higher is better: the closer spelling of the name (folded or by sound),
 * a bonus when the name is the text, starts with it or contains it, and the full-text rank of the body.
 */
function rankOf(names: PgTable, texts: PgTable, text: string): SQL.Aliased<number> {
  const folded = fold(sql`${text}::text`);
  const pattern = fold(sql`${escapeLike(text)}::text`);
  const name = searchName(names);
  const words = prefixWordQuery(text);
  // Aliased, so ORDER BY names the select's column instead of computing the expression again.
  return sql<number>`(
    greatest(word_similarity(${folded}, ${name}), strict_word_similarity(${sound(sql`${text}::text`)}, ${searchSound(names)}))
    + case when ${name} = ${folded} then 1.0
           when ${name} like ${pattern} || '%' then 0.5
           when ${name} like '%' || ${pattern} || '%' then 0.25
           else 0 end
    + ${words ? sql`ts_rank(${searchWords(texts)}, ${wordQuery(words)})` : sql`0`}
  )`.as("rank");
}

/**
 * How many rows each way of matching (see nameOrTextArms) hands to the ranking at most. A common
 * word ('monsoon', 'live') matches thousands of the large data set's names; ranking them all costs
 * tens of milliseconds per kind, for a box that shows five. Each way keeps its shortest names (the
 * closest to what was typed, and where the exact and prefix matches are), found through its own
 * index; the ranking below then orders the union exactly.
 */
export const CANDIDATES_PER_WAY = 100;

/**
 * `id in (…)`: the rows that match `text` in any way, each way a separate index-driven subquery of
 * at most CANDIDATES_PER_WAY rows (shortest names first), under the kind's own `where` (listed only).
 * An OR of the ways in one WHERE would make PostgreSQL scan the whole table once it guesses that
 * one arm matches many rows; separate subqueries keep every one on its index.
 */
function candidates(id: AnyColumn, from: SQL, names: PgTable, ways: SQL[], where?: SQL): SQL {
  const subqueries = ways.map(
    (way) =>
      sql`(select ${id} from ${from} where ${where ? and(where, way) : way} order by length(${searchName(names)}) limit ${CANDIDATES_PER_WAY})`,
  );
  return sql`${id} in (${sql.join(subqueries, sql` union `)})`;
}

const bandHits = (db: DbOrTx, text: string, limit: number) =>
  db
    .select({ ...bandCardColumns, rank: rankOf(bands, bands, text) })
    .from(bands)
    .where(candidates(bands.id, sql`${bands}`, bands, nameOrTextArms(bands, bands, text), bandIsListed))
    .orderBy((t) => [desc(t.rank), bands.name, bands.id])
    .limit(limit);

const artistHits = (db: DbOrTx, text: string, limit: number) =>
  db
    .select({ ...artistColumns, rank: rankOf(users, artists, text) })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(
      candidates(
        users.id,
        sql`${artists} inner join ${users} on ${users.id} = ${artists.userId}`,
        users,
        nameOrTextArms(users, artists, text),
        artistIsListed,
      ),
    )
    .orderBy((t) => [desc(t.rank), users.name, users.id])
    .limit(limit);

const venueHits = (db: DbOrTx, text: string, limit: number, places: readonly string[]) =>
  db
    .select({ ...venueCardColumns, rank: rankOf(venues, venues, text) })
    .from(venues)
    .where(
      candidates(venues.id, sql`${venues}`, venues, [
        ...nameOrTextArms(venues, venues, text),
        ...places.map((place) => containsText(venues.city, place)),
      ]),
    )
    .orderBy((t) => [desc(t.rank), venues.name, venues.id])
    .limit(limit);

const gigHits = (db: DbOrTx, text: string, limit: number, now: Date, places: readonly string[]) =>
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
    .where(candidates(events.id, sql`${events}`, events, [...nameOrTextArms(events, events, text), inAnyCity(places)]))
    // Equally good matches: gigs still to come before past ones, the soonest first.
    .orderBy((t) => [desc(t.rank), sql`${events.startTime} >= ${now} desc nulls last`, events.startTime, events.id])
    .limit(limit);

/**
 * The four kinds' statements, unrun (search.test's EXPLAIN checks read their plans). `places` are
 * the texts a venue's or gig's city is matched with: the text, and when it names a city under
 * another name or misspelt, that city's names (cities/names.ts).
 */
export const searchStatements = (
  db: DbOrTx,
  text: string,
  limit: number,
  now = new Date(),
  places: readonly string[] = [text],
) => [
  bandHits(db, text, limit),
  artistHits(db, text, limit),
  venueHits(db, text, limit, places),
  gigHits(db, text, limit, now, places),
];

/** A Drizzle select as search sends it: awaited as is, or prepared under a name first. */
type Statement<R> = PromiseLike<R> & { prepare(name: string): { execute(): Promise<R> } };
/**
 * How a search's statements are sent (see search below). `shape` names the statement's SQL text:
 * the kind, whether the text has words for the full-text arm, and how many city names it matches.
 */
type Send = <R>(statement: Statement<R>, shape: string) => Promise<R>;

const sendAsIs: Send = async (statement) => await statement;

/**
 * Sends the statement as a named prepared statement: each connection parses it once and PostgreSQL
 * may keep its plan, where an unnamed statement is parsed and planned on every search (a fresh
 * search's database CPU halved in a trial, docs/decisions/performance.md, session 20). The values
 * are bound on every run. Named by shape, so the SQL is built once per search; should two texts
 * ever share a name, node-postgres refuses the second ("Prepared statements must be unique").
 */
const sendNamed: Send = (statement, shape) => statement.prepare(`search_${shape}`).execute();

/** The part of a statement's shape that comes from the text and the places (see Send). */
const shapeOf = (text: string, places: readonly string[]) =>
  `${prefixWordQuery(text) ? "words" : "nowords"}_${places.length}`;

const searchBands = async (db: DbOrTx, send: Send, text: string, limit: number) =>
  (await send(bandHits(db, text, limit), `band_${shapeOf(text, [])}`)).map(presentBandCard);
const searchArtists = async (db: DbOrTx, send: Send, text: string, limit: number) =>
  (await send(artistHits(db, text, limit), `artist_${shapeOf(text, [])}`)).map(presentArtistCard);
const searchVenues = async (db: DbOrTx, send: Send, text: string, limit: number, places: readonly string[]) =>
  (await send(venueHits(db, text, limit, places), `venue_${shapeOf(text, places)}`)).map(presentVenueListItem);
const searchGigs = async (db: DbOrTx, send: Send, text: string, limit: number, now: Date, places: readonly string[]) =>
  (await send(gigHits(db, text, limit, now, places), `gig_${shapeOf(text, places)}`)).map(
    ({ rank: _rank, startTime, ...gig }) => ({
      ...gig,
      startTime: startTime?.toISOString() ?? null,
    }),
  );

/**
 * Runs `work` in one transaction with sequential scans switched off for its statements. PostgreSQL
 * prices pg_trgm's operators as cheap as an equality, so on a 10,000-row table it reads every row
 * and computes a trigram similarity for each (tens of milliseconds) rather than ask the trigram and
 * full-text indexes that answer in one or two. SET LOCAL ends with the transaction, so no other
 * query on the pooled connection is affected.
 */
export function withIndexScans<T>(db: DbOrTx, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return work(tx);
  });
}

type SearchInput = { q: string; types: readonly SearchType[]; limit: number; now?: Date };

/**
 * The asked kinds on `db`, each statement sent by `send`. `atOnce`: the kinds run side by side (a
 * pool); otherwise one after another (a transaction, whose statements share one connection).
 */
async function searchKinds(
  db: DbOrTx,
  send: Send,
  input: SearchInput,
  atOnce: boolean,
): Promise<Omit<SearchResults, "query">> {
  const wants = (type: SearchType) => input.types.includes(type);
  const now = input.now ?? new Date();
  const places = wants("venue") || wants("gig") ? await placeNames(db, input.q) : [];
  const kinds = [
    () => (wants("band") ? searchBands(db, send, input.q, input.limit) : []),
    () => (wants("artist") ? searchArtists(db, send, input.q, input.limit) : []),
    () => (wants("venue") ? searchVenues(db, send, input.q, input.limit, places) : []),
    () => (wants("gig") ? searchGigs(db, send, input.q, input.limit, now, places) : []),
  ] as const;
  const [bands, artists, venues, gigs] = atOnce
    ? await Promise.all([kinds[0](), kinds[1](), kinds[2](), kinds[3]()])
    : [await kinds[0](), await kinds[1](), await kinds[2](), await kinds[3]()];
  return { bands, artists, venues, gigs };
}

/**
 * Searches the asked kinds (the others come back empty), at most `limit` of each, best first, on
 * the indexes. On PostgreSQL that is the index-scan pool (`indexScanDb`, DatabaseHandle): its
 * connections start with sequential scans off, so no transaction is needed, the kinds run at once
 * on up to four connections, and each statement is a named prepared one (sendNamed). Without it
 * (PGlite, whose one connection is shared) the kinds run one after another in withIndexScans'
 * transaction: a transaction's statements queue on its connection anyway.
 */
export async function search(
  db: DbOrTx,
  input: SearchInput,
  indexScanDb?: Database,
): Promise<Omit<SearchResults, "query">> {
  if (indexScanDb) return searchKinds(indexScanDb, sendNamed, input, true);
  return withIndexScans(db, (tx) => searchKinds(tx, sendAsIs, input, false));
}
