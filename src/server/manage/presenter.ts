import { FEWER_THAN_3, type ManagerDashboard, type MyPage, SMALL_COUNT } from "@/shared/contract/manage";
import type { PageKind } from "@/shared/contract/pages";
import { SCREAM_LABELS, SCREAM_MAX, SCREAM_MIN, type ScreamLevel } from "@/shared/scream-o-meter";
import type { DashboardData, MyPageRow } from "./service";

/**
 * Counts of fewer than 3 fans are withheld here, in the answer itself (and so in the CSV), not only
 * in the page: a city where one or two fans asked is nearly a name.
 */
export function guarded(fans: number): { count: number | null; label: string } {
  return fans < SMALL_COUNT ? { count: null, label: FEWER_THAN_3 } : { count: fans, label: String(fans) };
}

export const presentMyPage = (row: MyPageRow): MyPage => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  role: row.role,
});

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function presentDashboard(
  page: { kind: PageKind; id: string; name: string },
  data: DashboardData,
): ManagerDashboard {
  let screams: ManagerDashboard["screams"] = null;
  if (data.screams) {
    const levels = [];
    let fans = 0;
    let sum = 0;
    for (let level = SCREAM_MIN; level <= SCREAM_MAX; level++) {
      const count = data.screams.find((row) => row.level === level)?.fans ?? 0;
      fans += count;
      sum += count * level;
      levels.push({ level, label: SCREAM_LABELS[level as ScreamLevel], fans: count });
    }
    screams = { fans, average: fans === 0 ? null : Math.round((sum / fans) * 10) / 10, levels };
  }
  return {
    page: { kind: page.kind, id: page.id, name: page.name, city: data.city },
    followers: data.followers,
    screams,
    demand: data.demand && {
      total: data.demand.total,
      cities: data.demand.cities.map((row) => {
        const count = guarded(row.fans);
        // A withheld city's recent requests are withheld too (they would give the count away).
        return { city: row.city, ...count, last30Days: count.count === null ? null : row.last30Days };
      }),
    },
    cityWants: data.cityWants && {
      city: data.cityWants.city,
      bands: data.cityWants.bands.map((band) => ({ bandId: band.bandId, name: band.name, ...guarded(band.fans) })),
    },
    gigs: data.gigs.map((gig) => ({
      id: gig.id,
      name: gig.name,
      startTime: iso(gig.startTime),
      venueName: gig.venueName,
      city: gig.city,
      cancelled: gig.cancelled,
      rsvps: gig.rsvps,
      calendarAdds: gig.calendarAdds,
      ticketClicks: gig.ticketClicks,
    })),
  };
}
