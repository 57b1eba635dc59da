/**
 * Demand rows → JSON: a band as the board shows it (no owner, manager contact or counters beyond
 * the count asked for), gigs with ISO dates. Counts are public, as on the band page's 'Where fans
 * want them' line; no fan is ever named.
 */
import type { BandDemand, CityBoard, DemandBand, DemandGig } from "@/shared/contract/demand";
import { genresOf } from "../bands/card";
import { toPage } from "../lib/pagination";
import type { BandColumns, BandDemandRow, CityCursor, CityRow, GigRow } from "./service";

function presentBand(row: BandColumns): DemandBand {
  return {
    id: row.band_id,
    name: row.name,
    avatarUrl: row.avatar_url,
    genres: genresOf(row.primary_genre, row.secondary_genre),
    location: row.location,
    isVerified: row.is_verified,
  };
}

const presentGig = (gig: GigRow): DemandGig => ({
  id: gig.id,
  name: gig.name,
  venue: gig.venue,
  date: new Date(gig.start_time).toISOString(),
});

export function presentCityBoard(rows: CityRow[], limit: number, asked: string): CityBoard {
  const page = toPage(
    rows,
    limit,
    (row) => ({ band: presentBand(row), count: Number(row.fans), upcomingGigs: (row.gigs ?? []).map(presentGig) }),
    (row): CityCursor => ({ n: Number(row.fans), id: row.band_id }),
  );
  return { ...page, city: rows[0]?.city ?? asked };
}

export function presentBandDemand(row: BandDemandRow): BandDemand {
  return {
    band: presentBand(row),
    total: Number(row.total),
    cities: (row.cities ?? []).map((city) => ({
      city: city.city,
      count: Number(city.fans),
      nextGig: city.next_gig ? presentGig(city.next_gig) : null,
    })),
  };
}
