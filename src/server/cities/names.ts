/**
 * What a typed place stands for: the city filters (venues, gigs, bands, artists) and site search
 * match a city under any of its names ('Bangalore' finds Bengaluru) and despite a typo ('Kolkatta',
 * 'Shilong'). The alternate names are src/shared/city-names.ts; typos are resolved against the city
 * table (and those names) by pg_trgm similarity, through the table's trigram index.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { ALL_CITY_NAMES, CITIES_BY_SIZE, otherCityNames } from "@/shared/city-names";
import type { DbOrTx } from "../db/client";
import { containsText } from "../search/text";

/**
 * How close a misspelling must be to a city's name (pg_trgm similarity, 0–1) to stand for it: 0.5,
 * or 0.4 for the large cities (CITIES_BY_SIZE), which are what people most often mean and win over
 * any closer small town ('Puna' is Pune at 0.43, not Punahana at 0.56). 'Kolkatta' → Kolkata and
 * 'Shilong' → Shillong are 0.7.
 */
export const CITY_TYPO_SIMILARITY = 0.5;
const LARGE_CITY_TYPO_SIMILARITY = 0.4;
/** Shorter text than this is never read as a misspelt city: too many names are that close. */
export const TYPO_MIN_LENGTH = 4;

export const textArray = (names: readonly string[]) =>
  names.length
    ? sql`array[${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;

const largeCities = textArray(CITIES_BY_SIZE);

/**
 * How well `name` fits as what was meant by `text`, close enough from CITY_TYPO_SIMILARITY on: its
 * trigram similarity, or 1 + that for a large city within LARGE_CITY_TYPO_SIMILARITY (ahead of
 * every small town).
 */
export const typoScore = (name: SQL | AnyColumn, text: string) => {
  const similarity = sql`similarity(${name}, ${text}::text)`;
  return sql`(case when ${name} = any(${largeCities}) and ${similarity} >= ${LARGE_CITY_TYPO_SIMILARITY}::real
    then 1 + ${similarity} else ${similarity} end)`;
};

/**
 * The closest city name (of the table or the alternate names) to `text`, when `text` is no city's
 * name itself and one is close enough; undefined otherwise.
 */
async function closestCityName(db: DbOrTx, text: string): Promise<string | undefined> {
  if (text.length < TYPO_MIN_LENGTH) return undefined;
  const result = await db.execute<{ name: string; exact: boolean; score: number }>(closestCityStatement(text));
  const [best] = result.rows;
  return best && !best.exact && Number(best.score) >= CITY_TYPO_SIMILARITY ? best.name : undefined;
}

/**
 * The city names (of the table or the alternate names) within pg_trgm's similarity threshold of
 * `text`, the closest first (exact names ahead). Exported for the test that reads its plan.
 */
export const closestCityStatement = (text: string) => sql`
    select name, lower(name) = lower(${text}::text) as exact, ${typoScore(sql`name`, text)} as score from (
      select name from indian_cities where name % ${text}::text
      union
      select alias from unnest(${textArray(ALL_CITY_NAMES)}) as alias where alias % ${text}::text
    ) as names
    order by exact desc, score desc, name
    limit 1`;

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
