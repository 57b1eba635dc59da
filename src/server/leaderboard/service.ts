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
 * their own 'Show me on leaderboards' switch, and in the city when one is asked for. fan_board_xp's
 * `listed` and `city_key` are this rule denormalised (migration 0016 keeps them equal).
 */
function eligible(city: string | null): SQL {
  const inCity = city === null ? sql`true` : sql`lower(btrim(f.city)) = lower(btrim(${city}))`;
  return sql`u.role = 'fan' and u.user_type = 'real' and f.show_on_leaderboards and ${inCity}`;
}

/** The board's key in fan_board_xp: 'all', 'week:<IST Monday>', 'month:<IST 1st>'. */
const boardKey = (query: BoardQuery) => (query.since === null ? "all" : `${query.period}:${query.since}`);

/**
 * The rows of one board that are ranked: listed fans with XP on it, in the city when asked. The
 * predicate is the partial indexes' (`listed and xp > 0`), so both reads below are index scans.
 */
function ranked(query: BoardQuery, alias: SQL): SQL {
  const inCity = query.city === null ? sql`` : sql` and ${alias}.city_key = lower(btrim(${query.city}))`;
  return sql`${alias}.board = ${boardKey(query)} and ${alias}.listed and ${alias}.xp > 0${inCity}`;
}

/**
 * The top 50 (standard competition ranking: equal XP share a rank, 1, 1, 3) and the viewer's own
 * row wherever they stand, from fan_board_xp. The top is the first 50 index entries in XP order
 * (within a shared rank, the earlier account first), so rank() over them is the board's rank. The
 * viewer's rank is 1 + how many ranked fans have more XP: a count over the same index.
 */
export async function loadBoard(
  db: Database,
  query: BoardQuery,
): Promise<{ rows: BoardFanRow[]; me: BoardFanRow | null }> {
  const [board, viewer] = await Promise.all([
    db.execute<RawRow>(sql`
      select u.id as user_id, u.role, u.display_name, u.name, u.email, u.avatar_url, f.xp_points, b.xp,
        rank() over (order by b.xp desc)::int as rank
      from (
        select b.fan_id, b.xp, b.joined_at from fan_board_xp b
        where ${ranked(query, sql`b`)}
        order by b.xp desc nulls last, b.joined_at, b.fan_id
        limit ${LEADERBOARD_SIZE}
      ) b
      join users u on u.id = b.fan_id
      join fans f on f.user_id = b.fan_id
      order by b.xp desc, b.joined_at, b.fan_id`),
    query.viewerId === null
      ? Promise.resolve(undefined)
      : db.execute<RawRow>(sql`
          select u.id as user_id, u.role, u.display_name, u.name, u.email, u.avatar_url, f.xp_points,
            coalesce(b.xp, 0) as xp, (${eligible(query.city)}) as eligible,
            case when b.xp > 0 then 1 + (
              select count(*) from fan_board_xp c where ${ranked(query, sql`c`)} and c.xp > b.xp
            ) end::int as rank
          from users u
          join fans f on f.user_id = u.id
          left join fan_board_xp b on b.fan_id = u.id and b.board = ${boardKey(query)}
          where u.id = ${query.viewerId}`),
  ]);
  const rows = board.rows.map(toRow);
  const viewerRow = viewer?.rows[0];
  const me = viewerRow?.eligible ? toRow(viewerRow) : null;
  return { rows, me };
}
