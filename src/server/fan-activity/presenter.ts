import type { CityDemand, ViewerActivity } from "./service";

type Counters = { followers: number; voteCount: number; voteAverage: number };

/** GET …/fan-activity: the act's public counters, and the viewer's own state (null for visitors). */
export function presentActivity(counters: Counters, viewer: ViewerActivity | null) {
  return {
    followerCount: counters.followers,
    voteCount: counters.voteCount,
    voteAverage: counters.voteAverage,
    viewer,
  };
}

export function presentCityDemand(demand: { total: number; cities: CityDemand[] }) {
  return { total: demand.total, cities: demand.cities };
}
