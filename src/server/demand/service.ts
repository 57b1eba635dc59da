/**
 * The demand board's reads (issue 12 item 7), one statement each, from band_city_demand (the
 * aggregate a trigger keeps from Bring to My City; migration band_city_demand_sql): a city's
 * bands walk band_city_demand_city_rank_idx in order, a band's cities band_city_demand_band_rank_idx.
 * The upcoming gigs come from event_lineup (band_id index) per row shown, so a page costs its
 * limit in index probes whatever the size of the tables. (`desc nulls last` is the indexes' own
 * order; a plain `desc` means nulls first and would sort instead of reading the index in order.)
 */
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { bandIsListed } from "../bands/policy";
import type { Database } from "../db/client";

/** The sort key of the last row of a city page: its fan count, then band id. */
export const cityCursorSchema = z.object({ n: z.number().int().min(0), id: z.guid() });
export type CityCursor = z.infer<typeof cityCursorSchema>;

export type GigRow = { id: string; name: string; venue: string | null; start_time: string };

export type BandColumns = {
  band_id: string;
  name: string;
  avatar_url: string | null;
  primary_genre: string | null;
  secondary_genre: string | null;
  location: string | null;
  is_verified: boolean;
};

export type CityRow = BandColumns & { fans: number; city: string; gigs: GigRow[] | null };

/** A gig as JSON, for json_agg / json_build_object inside the one statement. */
const gigJson = sql`json_build_object('id', e.id, 'name', e.name, 'venue', coalesce(e.venue_name, e.venue), 'start_time', e.start_time)`;

/** Gigs of the band in the row's city from `now` on, not called off. */
const upcomingIn = (bandId: SQL, cityKey: SQL, now: Date) => sql`
  from event_lineup l join events e on e.id = l.event_id
  where l.band_id = ${bandId} and e.start_time >= ${now.toISOString()}::timestamptz and e.cancelled_at is null
    and lower(btrim(e.city)) = ${cityKey}`;

/**
 * One page of a city's board: listed bands with at least one fan asking, most first (ties by band
 * id, the cursor's order), each with its next few gigs in the city. `limit + 1` rows come back: the
 * extra one only says another page exists.
 */
export async function readCityBoard(
  db: Database,
  query: { city: string; cursor: CityCursor | undefined; limit: number; gigsPerBand: number; now: Date },
): Promise<CityRow[]> {
  const cityKey = sql`lower(btrim(${query.city}))`;
  const after = query.cursor
    ? sql`and d.fans <= ${query.cursor.n} and (d.fans < ${query.cursor.n} or d.band_id > ${query.cursor.id}::uuid)`
    : sql``;
  const result = await db.execute<CityRow>(sql`
    select d.band_id, d.fans, d.city, bands.name, bands.avatar_url, bands.primary_genre, bands.secondary_genre,
      bands.location, bands.is_verified,
      (select json_agg(g.gig) from (
        select ${gigJson} as gig ${upcomingIn(sql`d.band_id`, sql`d.city_key`, query.now)}
        order by e.start_time, e.id limit ${query.gigsPerBand}) g) as gigs
    from band_city_demand d join bands on bands.id = d.band_id
    where d.city_key = ${cityKey} and d.fans > 0 ${after} and ${bandIsListed}
    order by d.fans desc nulls last, d.band_id
    limit ${query.limit + 1}`);
  return result.rows;
}

export type BandDemandRow = BandColumns & {
  total: number;
  cities: { city: string; fans: number; next_gig: GigRow | null }[] | null;
};

/** A band and its top cities (each with the band's next gig there); undefined when no such band. */
export async function readBandDemand(
  db: Database,
  query: { bandId: string; limit: number; now: Date },
): Promise<BandDemandRow | undefined> {
  const result = await db.execute<BandDemandRow>(sql`
    select b.id as band_id, b.name, b.avatar_url, b.primary_genre, b.secondary_genre, b.location, b.is_verified,
      (select coalesce(sum(t.fans), 0)::int from band_city_demand t where t.band_id = b.id and t.fans > 0) as total,
      (select json_agg(json_build_object('city', c.city, 'fans', c.fans, 'next_gig', c.next_gig) order by c.fans desc, c.city_key)
        from (
          select d.city, d.city_key, d.fans,
            (select ${gigJson} ${upcomingIn(sql`d.band_id`, sql`d.city_key`, query.now)}
              order by e.start_time, e.id limit 1) as next_gig
          from band_city_demand d where d.band_id = b.id and d.fans > 0
          order by d.fans desc nulls last, d.city_key limit ${query.limit}) c) as cities
    from bands b where b.id = ${query.bandId}`);
  return result.rows[0];
}
