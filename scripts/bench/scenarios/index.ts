import type { BenchScenario } from "../types";
import { demandScenario } from "./demand";
import { discoveryScenario } from "./discovery";
import { leaderboardScenario } from "./leaderboard";
import { notifyScenario } from "./notify";
import { postFeedScenario } from "./post-feed";
import { scaleScenario } from "./scale";
import { searchScenario } from "./search";
import { startupScenario } from "./startup";
import { xpScenario } from "./xp";

/** Every scenario `npm run bench` runs, in order. Add yours here (one file per scenario). */
export const SCENARIOS: readonly BenchScenario[] = [
  xpScenario,
  discoveryScenario,
  postFeedScenario,
  searchScenario,
  startupScenario,
  leaderboardScenario,
  notifyScenario,
  demandScenario,
  scaleScenario,
];
