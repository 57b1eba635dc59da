import type { Leaderboard, LeaderboardRow } from "@/shared/contract/leaderboard";
import { displayNameFor } from "@/shared/display-name";
import { type LevelRow, levelFor } from "@/shared/xp-levels";
import type { BoardFanRow } from "./service";

/** One line of a board: named by the display-name rule (000 §2), levelled on the fan's total XP. */
function presentRow(row: BoardFanRow, levels: readonly LevelRow[]): Omit<LeaderboardRow, "rank"> {
  return {
    userId: row.userId,
    displayName: displayNameFor(row),
    avatarUrl: row.avatarUrl,
    level: levelFor(row.xpPoints, levels).level,
    xp: row.xp,
  };
}

export function presentBoard(
  board: { rows: BoardFanRow[]; me: BoardFanRow | null },
  meta: Pick<Leaderboard, "period" | "city" | "since">,
  levels: readonly LevelRow[],
): Leaderboard {
  return {
    ...meta,
    rows: board.rows.map((row) => ({ ...presentRow(row, levels), rank: row.rank ?? 0 })),
    me: board.me ? { ...presentRow(board.me, levels), rank: board.me.rank } : null,
  };
}
