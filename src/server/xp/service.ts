import { asc, desc, eq } from "drizzle-orm";
import { type LevelProgress, levelProgress } from "@/shared/xp-levels";
import type { ShareEntityType } from "@/shared/xp-share";
import type { Database } from "../db/client";
import {
  artists,
  badgeScoreMatrix,
  bands,
  blogs,
  events,
  fans,
  posts,
  userBadges,
  userEngagementMatrix,
  venues,
} from "../db/schema";
import { levelRows } from "./levels";

/** The engagement matrix as the XP Club shows it: biggest rewards first, then by name. */
export function listEngagementMatrix(db: Database) {
  return db
    .select({
      engagementAction: userEngagementMatrix.engagementAction,
      points: userEngagementMatrix.points,
      category: userEngagementMatrix.category,
    })
    .from(userEngagementMatrix)
    .orderBy(desc(userEngagementMatrix.points), asc(userEngagementMatrix.engagementAction));
}

/** A user's XP and level progress; an account without a fans row has 0 XP (level 1). */
export async function xpStanding(db: Database, userId: string): Promise<{ xpPoints: number; progress: LevelProgress }> {
  const [row] = await db.select({ xpPoints: fans.xpPoints }).from(fans).where(eq(fans.userId, userId));
  const xpPoints = row?.xpPoints ?? 0;
  return { xpPoints, progress: levelProgress(xpPoints, await levelRows(db)) };
}

/** Badges the user earned, newest first. */
export function listUserBadges(db: Database, userId: string) {
  return db
    .select({
      badgeId: badgeScoreMatrix.id,
      badgeName: badgeScoreMatrix.badgeName,
      badgeUrl: badgeScoreMatrix.badgeUrl,
      description: badgeScoreMatrix.description,
      awardedAt: userBadges.awardedAt,
    })
    .from(userBadges)
    .innerJoin(badgeScoreMatrix, eq(badgeScoreMatrix.id, userBadges.badgeId))
    .where(eq(userBadges.userId, userId))
    .orderBy(desc(userBadges.awardedAt), asc(badgeScoreMatrix.id));
}

const SHAREABLE = {
  band: { table: bands, id: bands.id },
  artist: { table: artists, id: artists.userId },
  event: { table: events, id: events.id },
  venue: { table: venues, id: venues.id },
  blog: { table: blogs, id: blogs.id },
  post: { table: posts, id: posts.id },
} as const;

/** Whether the thing a fan says they shared is really there (invite links have no row to check). */
export async function shareTargetExists(
  db: Database,
  entityType: Exclude<ShareEntityType, "referral">,
  entityId: string,
) {
  const { table, id } = SHAREABLE[entityType];
  const rows = await db.select({ id }).from(table).where(eq(id, entityId)).limit(1);
  return rows.length > 0;
}
