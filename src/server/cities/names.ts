/**
 * What a typed place stands for: the city filters (venues, gigs, bands, artists) and site search
 * match a city under any of its names ('Bangalore' finds Bengaluru) and despite a typo ('Kolkatta',
 * 'Shilong'). The alternate names are src/shared/city-names.ts; typos are resolved against the city
 * table (and those names) by pg_trgm similarity, through the table's trigram index.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { ALL_CITY_NAMES, otherCityNames } from "@/shared/city-names";
import type { DbOrTx } from "../db/client";
import { containsText } from "../search/text";

/** How close a misspelling must be to a city's name (pg_trgm similarity, 0–1) to stand for it. */
export const CITY_TYPO_SIMILARITY = 0.5;
/** Shorter text than this is never read as a misspelt city: too many names are that close. */
const TYPO_MIN_LENGTH = 4;

/**
 * The closest city name (of the table or the alternate names) to `text`, when `text` is no city's
 * name itself and one is close enough; undefined otherwise.
 */
async function closestCityName(db: DbOrTx, text: string): Promise<string | undefined> {
  if (text.length < TYPO_MIN_LENGTH) return undefined;
  const aliases = sql`array[${sql.join(
    ALL_CITY_NAMES.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute<{ name: string; exact: boolean; score: number }>(sql`
    select name, lower(name) = lower(${text}::text) as exact, similarity(name, ${text}::text) as score from (
      select name from indian_cities where name % ${text}::text
      union
      select alias from unnest(${aliases}) as alias where alias % ${text}::text
    ) as names
    order by exact desc, score desc, name
    limit 1`);
  const [best] = result.rows;
  return best && !best.exact && Number(best.score) >= CITY_TYPO_SIMILARITY ? best.name : undefined;
}

/**
 * The texts a place filter on `place` matches, `place` itself first: the other names of its city
 * ('Bombay' → Mumbai), or, for a misspelt city, the city's names ('Kolkatta' → Kolkata, Calcutta).
 * Only the part before a comma is read as a city ('Bangalore, Karnataka'); anything else (a
 * neighbourhood, a state) stays just itself.
 */
export async function placeNames(db: DbOrTx, place: string): Promise<string[]> {
  const text = place.trim();
  const city = text.split(",")[0]!.trim();
  if (!city) return text ? [text] : [];
  const known = otherCityNames(city);
  if (known.length) return unique([text, ...known]);
  const closest = await closestCityName(db, city);
  return closest ? unique([text, closest, ...otherCityNames(closest)]) : [text];
}

const unique = (names: string[]) => [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];

/** `column` contains any of `names`, ignoring case and accents (one trigram-indexable LIKE each). */
export function containsAny(column: AnyColumn, names: readonly string[]): SQL {
  return sql`(${sql.join(
    names.map((name) => containsText(column, name)),
    sql` or `,
  )})`;
}

/** `filters` with the names of its location (placeNames) as `places`, for the act lists' location filter. */
export async function withPlaces<T extends { location?: string }>(
  db: DbOrTx,
  filters: T,
): Promise<T & { places?: string[] }> {
  return filters.location ? { ...filters, places: await placeNames(db, filters.location) } : filters;
}
