/**
 * The database side of search.
 *
 * Migration 0003 creates two IMMUTABLE helper functions:
 * - public.lt_fold(text): lower case without accents ('Café' → 'cafe');
 * - public.lt_sound(text): lt_fold plus a romanisation key that folds the usual spelling variants of
 *   Indian names onto one form (bh/b, v/w/b, ph/f, ee/i, oo/u, c/k/q, z/j, doubled letters…), so
 *   'Pravakar' and 'Prabhakar', 'Chaupati' and 'Chowpatty' meet.
 *
 * Migration 0005 stores their results in generated columns, so a search reads ready values instead
 * of running unaccent and the regular expressions on every candidate row:
 *   bands, users, venues, events: search_name = lt_fold(name), search_sound = lt_sound(name)
 *   bands, artists:               search_words = to_tsvector('simple', lt_fold(bio))
 *   venues, events:               search_words = to_tsvector('simple', lt_fold(description))
 * These columns exist only in the database, not in the Drizzle schema: selects and inserts never
 * carry them, and an edit of a name recomputes them. They are read only through this module.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { index, type PgTable } from "drizzle-orm/pg-core";

type Expression = SQL | AnyColumn;

export const fold = (value: Expression) => sql`public.lt_fold(${value})`;
export const sound = (value: Expression) => sql`public.lt_sound(${value})`;

/** A table's stored search columns (see above). */
export const searchName = (table: PgTable) => sql`${table}.search_name`;
export const searchSound = (table: PgTable) => sql`${table}.search_sound`;
export const searchWords = (table: PgTable) => sql`${table}.search_words`;

/**
 * Options for every search GIN index: no pending list. With PostgreSQL's default (fastupdate on), new
 * rows wait in an unordered list that every search reads in full until a VACUUM merges it into the
 * index; PGlite never vacuums on its own (no autovacuum in single-user mode), and on PostgreSQL the
 * list stays until autovacuum comes round. Straight after the large data set was added, searches took
 * 3–10 times as long as after a VACUUM (docs/decisions/performance.md, session 20). The names change
 * rarely, so each insert paying its own index update is the cheaper side.
 */
export const GIN_WITHOUT_PENDING_LIST = { fastupdate: false } as const;

/** Trigram indexes on a table's stored name columns: folded (substring, similarity) and by sound (typos). */
export function nameSearchIndexes(table: string) {
  return [
    index(`${table}_search_name_idx`).using("gin", sql`search_name gin_trgm_ops`).with(GIN_WITHOUT_PENDING_LIST),
    index(`${table}_search_sound_idx`).using("gin", sql`search_sound gin_trgm_ops`).with(GIN_WITHOUT_PENDING_LIST),
  ];
}

/** The full-text index on a table's stored search_words. */
export const wordsSearchIndex = (table: string) =>
  index(`${table}_search_words_idx`).using("gin", sql`search_words`).with(GIN_WITHOUT_PENDING_LIST);
