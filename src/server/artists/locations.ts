import { and, eq, isNotNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { DiscoverType } from "@/shared/contract/discover";
import { artistIsListed, bandIsListed } from "../bands/policy";
import type { DbOrTx } from "../db/client";
import { artists, bands, users } from "../db/schema";

/** How many cities the location filter offers: the busiest ones, so the list stays short on a phone. */
export const MAX_LOCATIONS = 50;

const cityOf = (location: typeof bands.location | typeof artists.location) =>
  sql<string>`btrim(split_part(${location}, ',', 1))`.as("city");

/**
 * The cities of listed acts for the discovery location filter: the part of the location before the
 * first comma ('Mumbai, Maharashtra' → 'Mumbai'), the busiest first, then returned in A–Z order.
 */
export async function listDiscoverLocations(db: DbOrTx, type: DiscoverType): Promise<string[]> {
  const bandCities = db
    .select({ city: cityOf(bands.location) })
    .from(bands)
    .where(and(bandIsListed, isNotNull(bands.location)));
  const artistCities = db
    .select({ city: cityOf(artists.location) })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(artistIsListed, isNotNull(artists.location)));
  const source = (
    type === "band" ? bandCities : type === "artist" ? artistCities : unionAll(bandCities, artistCities)
  ).as("acts");
  const rows = await db
    .select({ city: source.city })
    .from(source)
    .where(sql`${source.city} <> ''`)
    .groupBy(source.city)
    .orderBy(sql`count(*) desc`, source.city)
    .limit(MAX_LOCATIONS);
  return rows.map((row) => row.city).sort((a, b) => a.localeCompare(b, "en-IN"));
}
