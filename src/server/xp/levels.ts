import { asc } from "drizzle-orm";
import type { LevelRow } from "@/shared/xp-levels";
import type { DbOrTx } from "../db/client";
import { userLevelMatrix } from "../db/schema";

/** The level matrix, in level order. Tiny reference data, read where it is needed. */
export async function levelRows(db: DbOrTx): Promise<LevelRow[]> {
  return db
    .select({
      level: userLevelMatrix.level,
      minPoints: userLevelMatrix.minPoints,
      maxPoints: userLevelMatrix.maxPoints,
    })
    .from(userLevelMatrix)
    .orderBy(asc(userLevelMatrix.level));
}
