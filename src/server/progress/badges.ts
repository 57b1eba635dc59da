import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { badgeCount } from "../xp/badge-rule";

export type BadgeProgressRow = {
  badge_id: number;
  badge_name: string;
  badge_url: string;
  description: string;
  action: string;
  times_required: number;
  count: number;
  awarded_at: Date | string | null;
};

/**
 * Every badge with the fan's count towards it, by the engine's own rule (xp/badge-rule.ts).
 * Earned badges first, newest first; then locked ones, the closest (largest share done, then
 * fewest left) first, so the XP Club's 'closest badges' are the first locked rows.
 */
export async function listBadgeProgress(db: Database, fanId: string): Promise<BadgeProgressRow[]> {
  const result = await db.execute<BadgeProgressRow>(sql`
    select b.id as badge_id, b.badge_name, b.badge_url, b.description, b.action, b.times_required,
      least(${badgeCount(fanId, sql`b.action`)}, b.times_required) as count, ub.awarded_at
    from badge_score_matrix b
    left join user_badges ub on ub.badge_id = b.id and ub.user_id = ${fanId}
    order by ub.awarded_at desc nulls last,
      least(${badgeCount(fanId, sql`b.action`)}, b.times_required)::float / b.times_required desc,
      b.times_required - least(${badgeCount(fanId, sql`b.action`)}, b.times_required),
      b.id`);
  return result.rows;
}
