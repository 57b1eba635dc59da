import { sql } from "drizzle-orm";
import { CITIES_BY_SIZE, citiesNamed } from "@/shared/city-names";
import type { City } from "@/shared/contract/cities";
import { CITY_SUGGESTION_LIMIT } from "@/shared/validation/auth";
import type { Database } from "../db/client";
import { CITY_TYPO_SIMILARITY, TYPO_MIN_LENGTH, textArray, typoScore } from "./names";

/** LIKE treats % and _ as wildcards; a typed one must match itself. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Cities for the autocomplete (000 §5: substring of the name, any case, at most 10), through the
 * trigram index. A city also matches under its other names ('Banga' → Bengaluru, see
 * src/shared/city-names.ts) and, from four characters on, despite a typo ('Kolkatta' → Kolkata).
 * Order: names (or other names) starting with the text first, then ones containing it, then the
 * misspelt ones; within each, larger cities first (CITIES_BY_SIZE), then shorter names, then A–Z.
 */
export async function searchCities(db: Database, query: string): Promise<City[]> {
  const pattern = escapeLike(query);
  const named = citiesNamed(query);
  const size = textArray(CITIES_BY_SIZE);
  const typo = query.trim().length >= TYPO_MIN_LENGTH;
  const result = await db.execute<City>(sql`
    select id, name, state from indian_cities
    where name ilike ${`%${pattern}%`}
      or name = any(${textArray([...named.starting, ...named.containing])})
      ${typo ? sql`or (name % ${query}::text and ${typoScore(sql`name`, query)} >= ${CITY_TYPO_SIMILARITY})` : sql``}
    order by
      case when name ilike ${`${pattern}%`} or name = any(${textArray(named.starting)}) then 0
           when name ilike ${`%${pattern}%`} or name = any(${textArray(named.containing)}) then 1
           else 2 end,
      coalesce(array_position(${size}, name), ${CITIES_BY_SIZE.length + 1}),
      length(name), name, state
    limit ${CITY_SUGGESTION_LIMIT}`);
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, state: row.state }));
}
