import { type SQL, sql } from "drizzle-orm";
import { LEADERBOARD_SIZE, type LeaderboardPeriod } from "@/shared/contract/leaderboard";
import type { Database } from "../db/client";

export interface BoardQuery {
  period: LeaderboardPeriod;
  /** First IST day counted (YYYY-MM-DD), null for all time: see period.ts. */
  since: string | null;
  city: string | null;
  /** The signed-in user, whose own row is returned wherever they stand. */
  viewerId: string | null;
}

/** What the presenter needs of one fan: the naming rule's inputs, the total (for the level) and period XP. */
export interface BoardFanRow {
  userId: string;
  role: string;
  displayName: string | null;
  name: string | null;
  email: string;
  avatarUrl: string | null;
  xpPoints: number;
  /** Null: not ranked (no XP in the period). */
  rank: number | null;
  xp: number;
}

type RawRow = {
  user_id: string;
  role: string;
  display_name: string | null;
  name: string | null;
  email: string;
  avatar_url: string | null;
  xp_points: number;
  rank: number | null;
  xp: number | null;
  eligible?: boolean;
};

const toRow = (raw: RawRow): BoardFanRow => ({
  userId: raw.user_id,
  role: raw.role,
  displayName: raw.display_name,
  name: raw.name,
  email: raw.email,
  avatarUrl: raw.avatar_url,
  xpPoints: Number(raw.xp_points),
  rank: raw.rank === null ? null : Number(raw.rank),
  xp: Number(raw.xp ?? 0),
});

/**
 * Who may be on a board (issue 14): fans only (not admins or artists), real accounts, not hidden by
 * their own 'Show me on leaderboards' switch, and in the city when one is asked for.
 */
function eligible(city: string | null): SQL {
  const inCity = city === null ? sql`true` : sql`lower(btrim(f.city)) = lower(btrim(${city}))`;
  return sql`u.role = 'fan' and u.user_type = 'real' and f.show_on_leaderboards and ${inCity}`;
}

/** Period XP per fan: a few IST days of the maintained aggregate, or the total for all time. */
function periodXp(since: string | null): SQL {
  return since === null
    ? sql`select user_id as fan_id, xp_points as xp from fans`
    : sql`select fan_id, sum(xp)::int as xp from fan_daily_xp where day >= ${since}::date group by fan_id`;
}

/**
 * The top 50 (standard competition ranking: equal XP share a rank, 1, 1, 3) and, in the same
 * statement, the viewer's own row wherever they stand. Only fans with XP in the period are ranked.
 * Within a shared rank, the earlier account comes first.
 */
export async function loadBoard(
  db: Database,
  query: BoardQuery,
): Promise<{ rows: BoardFanRow[]; me: BoardFanRow | null }> {
  const [board, viewer] = await Promise.all([
    db.execute<RawRow>(sql`
      with period as (${periodXp(query.since)}),
      board as (
        select u.id as user_id, u.role, u.display_name, u.name, u.email, u.avatar_url, u.created_at,
          f.xp_points, p.xp, rank() over (order by p.xp desc)::int as rank
        from period p
        join fans f on f.user_id = p.fan_id
        join users u on u.id = p.fan_id
        where p.xp > 0 and ${eligible(query.city)}
      ),
      top as (select * from board order by rank, created_at, user_id limit ${LEADERBOARD_SIZE})
      select * from top
      union all
      select * from board where user_id = ${query.viewerId} and user_id not in (select user_id from top)
      order by rank, created_at, user_id`),
    query.viewerId === null
      ? Promise.resolve(undefined)
      : db.execute<RawRow>(sql`
          select u.id as user_id, u.role, u.display_name, u.name, u.email, u.avatar_url, f.xp_points,
            null::int as rank, 0 as xp, (${eligible(query.city)}) as eligible
          from users u join fans f on f.user_id = u.id
          where u.id = ${query.viewerId}`),
  ]);
  const rows = board.rows.map(toRow);
  // Every row outside the top sorts after all of it, so the top is the first 50 whatever the ties.
  const own = rows.find((row) => row.userId === query.viewerId);
  const viewerRow = viewer?.rows[0];
  const me = own ?? (viewerRow?.eligible ? toRow(viewerRow) : null);
  return { rows: rows.slice(0, LEADERBOARD_SIZE), me };
}
