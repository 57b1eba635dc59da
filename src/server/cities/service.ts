import { sql } from "drizzle-orm";
import type { City } from "@/shared/contract/cities";
import { CITY_SUGGESTION_LIMIT } from "@/shared/validation/auth";
import type { Database } from "../db/client";

/** LIKE treats % and _ as wildcards; a typed one must match itself. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Cities whose name contains `query`, any case (000 §5), through the trigram index. Names that
 * start with it come first ('Pune' before 'Jhumri Telaiya' for 'pun'), then shorter, then A–Z.
 */
export async function searchCities(db: Database, query: string): Promise<City[]> {
  const pattern = escapeLike(query);
  const result = await db.execute<City>(sql`
    select id, name, state from indian_cities
    where name ilike ${`%${pattern}%`}
    order by (name ilike ${`${pattern}%`}) desc, length(name), name, state
    limit ${CITY_SUGGESTION_LIMIT}`);
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, state: row.state }));
}
