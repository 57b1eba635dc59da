import type { Leaderboard } from "@/shared/contract/leaderboard";
import { LeaderboardRow } from "./leaderboard-row";

/**
 * The top 50, the signed-in fan's row highlighted in place; below the list, 'Your rank: #{n}' with
 * their row when they are outside it (issue 14).
 */
export function LeaderboardList({ board }: { board: Leaderboard }) {
  const me = board.me;
  const inTop = me !== null && board.rows.some((row) => row.userId === me.userId);
  return (
    <div className="grid gap-4">
      {board.rows.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          No one has earned XP here yet. Be the first!
        </p>
      ) : (
        <ol aria-label="Top fans" className="grid gap-2">
          {board.rows.map((row) => (
            <LeaderboardRow key={row.userId} row={row} own={row.userId === me?.userId} />
          ))}
        </ol>
      )}
      {me && !inTop ? (
        <section aria-label="Your rank" className="grid gap-2 border-t pt-4">
          <h2 className="text-sm font-semibold">
            {me.rank === null ? "Earn XP to get on this board" : `Your rank: #${me.rank}`}
          </h2>
          <ol className="grid">
            <LeaderboardRow row={me} own />
          </ol>
        </section>
      ) : null}
    </div>
  );
}
