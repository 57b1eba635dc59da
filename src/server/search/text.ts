/**
 * Turning what someone typed into safe SQL fragments. The typed text is folded on the database side
 * by the same functions that filled the stored search columns (see sql.ts), so PGlite and PostgreSQL
 * agree, and a query never depends on JavaScript's idea of case or accents.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { fold, searchName, searchSound, searchWords, sound } from "./sql";

const MAX_WORDS = 8;

/** `%` and `_` are wildcards in LIKE; a fan typing "100%" means the character. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** LIKE '%text%' over folded text: the pattern, folded like the column it is compared with. */
const containsPattern = (text: string) => sql`'%' || ${fold(sql`${escapeLike(text)}::text`)} || '%'`;

/** Case- and accent-insensitive "contains" on any text column (location, city). */
export function containsText(column: AnyColumn, text: string): SQL {
  return sql`${fold(column)} like ${containsPattern(text)}`;
}

/** The table's name contains the text, ignoring case and accents (trigram index on search_name). */
export function nameContains(table: PgTable, text: string): SQL {
  return sql`${searchName(table)} like ${containsPattern(text)}`;
}

/**
 * The name is close to what was typed even with a typo or another romanisation: the typed text's
 * romanisation key is strictly word-similar (pg_trgm's `<<%`, threshold 0.5) to whole words of the
 * name's key. Strict (whole-word) similarity keeps short queries from matching any name that merely
 * starts with the same letters.
 */
export function soundsLike(table: PgTable, text: string): SQL {
  return sql`${sound(sql`${text}::text`)} <<% ${searchSound(table)}`;
}

/**
 * A prefix word query for to_tsquery: every word must start a word of the text ('dru jaz' finds
 * 'drummer ... jazz'). Words are reduced to letters and digits, so nothing reaches the tsquery parser
 * that it could read as an operator. Undefined when nothing searchable is left.
 */
export function prefixWordQuery(text: string): string | undefined {
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : undefined;
}

export const wordQuery = (words: string) => sql`to_tsquery('simple'::regconfig, public.lt_fold(${words}::text))`;

/** The words of `text` (as prefixes) all occur in the table's bio or description. */
export function matchesWords(table: PgTable, text: string): SQL | undefined {
  const words = prefixWordQuery(text);
  return words ? sql`${searchWords(table)} @@ ${wordQuery(words)}` : undefined;
}

/**
 * One filter for "search over name and bio": a substring of the name, a near-spelling of it, or the
 * words of the bio. `names` holds the name columns, `texts` the bio (for artists: users and artists).
 */
export function matchesNameOrText(names: PgTable, texts: PgTable, text: string): SQL {
  return sql`(${sql.join(nameOrTextArms(names, texts, text), sql` or `)})`;
}

/**
 * The ways a row can match "name and bio", one condition each, every one answerable from its own
 * index (trigram on search_name, trigram on search_sound, full text on search_words).
 */
export function nameOrTextArms(names: PgTable, texts: PgTable, text: string): SQL[] {
  return [nameContains(names, text), soundsLike(names, text), matchesWords(texts, text)].filter(
    (part): part is SQL => part !== undefined,
  );
}
