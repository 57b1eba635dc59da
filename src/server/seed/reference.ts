import { and, gt, notExists, notInArray, sql } from "drizzle-orm";
import { ENGAGEMENT_MATRIX } from "../../shared/xp-actions";
import { levelMatrixProblems } from "../../shared/xp-levels";
import type { Database } from "../db/client";
import { badgeScoreMatrix, fanActivities, userEngagementMatrix, userLevelMatrix } from "../db/schema";
import { syncIndianCities } from "./cities";
import { BADGE_MATRIX } from "./content/badges";
import { LEVEL_MATRIX } from "./content/levels";

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Brings the reference tables in line with the code on every start. Each table is read first and
 * only rows that differ are written, so a restart costs a few small SELECTs.
 */
export async function syncReferenceData(db: Database): Promise<void> {
  await syncEngagementMatrix(db);
  await syncLevelMatrix(db);
  // Badges reference engagement actions, so they come after the matrix.
  await syncBadgeMatrix(db);
  await syncIndianCities(db);
}

/**
 * The matrix is the shared module's (src/shared/xp-actions.ts), the same list the XP engine looks
 * actions up in. Upsert by action name; a row the code no longer has is removed unless an activity
 * or badge still refers to it (history keeps its name).
 */
async function syncEngagementMatrix(db: Database) {
  const current = new Map((await db.select().from(userEngagementMatrix)).map((row) => [row.engagementAction, row]));
  const known = ENGAGEMENT_MATRIX.map((row) => row.action);
  const changed = ENGAGEMENT_MATRIX.filter((row) => {
    const existing = current.get(row.action);
    return !existing || existing.points !== row.points || existing.category !== row.category;
  });
  const stale = [...current.keys()].some((action) => !(known as readonly string[]).includes(action));
  if (changed.length === 0 && !stale) return;
  await db.transaction(async (tx) => {
    if (changed.length > 0) {
      await tx
        .insert(userEngagementMatrix)
        .values(changed.map((row) => ({ engagementAction: row.action, points: row.points, category: row.category })))
        .onConflictDoUpdate({
          target: userEngagementMatrix.engagementAction,
          set: { points: excluded("points"), category: excluded("category") },
        });
    }
    if (!stale) return;
    await tx
      .delete(userEngagementMatrix)
      .where(
        and(
          notInArray(userEngagementMatrix.engagementAction, [...known]),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(fanActivities)
              .where(sql`${fanActivities.activityType} = ${userEngagementMatrix.engagementAction}`),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(badgeScoreMatrix)
              .where(sql`${badgeScoreMatrix.action} = ${userEngagementMatrix.engagementAction}`),
          ),
        ),
      );
  });
}

/** Levels must stay contiguous, so levels above the designed top are removed (nothing refers to them). */
async function syncLevelMatrix(db: Database) {
  const problems = levelMatrixProblems(LEVEL_MATRIX);
  if (problems.length > 0) throw new Error(`The level matrix is broken: ${problems.join("; ")}`);
  const current = await db.select().from(userLevelMatrix);
  const byLevel = new Map(current.map((row) => [row.level, row]));
  const top = LEVEL_MATRIX[LEVEL_MATRIX.length - 1]!.level;
  const changed = LEVEL_MATRIX.filter((row) => {
    const existing = byLevel.get(row.level);
    return !existing || existing.minPoints !== row.minPoints || existing.maxPoints !== row.maxPoints;
  });
  const stale = current.some((row) => row.level > top);
  if (changed.length === 0 && !stale) return;
  await db.transaction(async (tx) => {
    if (stale) await tx.delete(userLevelMatrix).where(gt(userLevelMatrix.level, top));
    if (changed.length === 0) return;
    await tx
      .insert(userLevelMatrix)
      .values([...changed])
      .onConflictDoUpdate({
        target: userLevelMatrix.level,
        set: { minPoints: excluded("min_points"), maxPoints: excluded("max_points") },
      });
  });
}

/** Upsert by badge name; a retired badge stays, because fans who earned it keep it (user_badges). */
async function syncBadgeMatrix(db: Database) {
  const current = new Map((await db.select().from(badgeScoreMatrix)).map((row) => [row.badgeName, row]));
  const changed = BADGE_MATRIX.filter((row) => {
    const existing = current.get(row.badgeName);
    return (
      !existing ||
      existing.description !== row.description ||
      existing.badgeUrl !== row.badgeUrl ||
      existing.action !== row.action ||
      existing.timesRequired !== row.timesRequired
    );
  });
  if (changed.length === 0) return;
  await db
    .insert(badgeScoreMatrix)
    .values([...changed])
    .onConflictDoUpdate({
      target: badgeScoreMatrix.badgeName,
      set: {
        description: excluded("description"),
        badgeUrl: excluded("badge_url"),
        action: excluded("action"),
        timesRequired: excluded("times_required"),
      },
    });
}
