import type { FanActivity } from "@/shared/contract/acts";
import type { ViewerActivity } from "./service";

type Counters = { followers: number; voteCount: number; voteAverage: number };

/** GET …/fan-activity: the act's public counters, and the viewer's own state (null for visitors). */
export function presentActivity(counters: Counters, viewer: ViewerActivity | null): FanActivity {
  return {
    followerCount: counters.followers,
    voteCount: counters.voteCount,
    voteAverage: counters.voteAverage,
    viewer,
  };
}
