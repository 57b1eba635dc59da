import { eq, sql } from "drizzle-orm";
import type { Me } from "@/shared/contract/me";
import type { Database, DbOrTx } from "../db/client";
import { fans, users } from "../db/schema";
import { levelRows } from "../xp/levels";
import { presentMe } from "./presenter";

/** The signed-in user's row, fans row and level standing, as GET /api/me answers them. */
export async function loadMe(db: Database, userId: string): Promise<Me | undefined> {
  const [rows, levels] = await Promise.all([
    db
      .select({
        user: {
          id: users.id,
          email: users.email,
          emailVerified: users.emailVerified,
          role: users.role,
          displayName: users.displayName,
          name: users.name,
          avatarUrl: users.avatarUrl,
          createdAt: users.createdAt,
        },
        fan: {
          xpPoints: fans.xpPoints,
          city: fans.city,
          onboardingComplete: fans.onboardingComplete,
          showOnLeaderboards: fans.showOnLeaderboards,
          showCityAndXp: fans.showCityAndXp,
        },
      })
      .from(users)
      .leftJoin(fans, eq(fans.userId, users.id))
      .where(eq(users.id, userId)),
    levelRows(db),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  return presentMe(row.user, row.fan ?? undefined, levels);
}

export interface ProfileChanges {
  displayName?: string | null;
  city?: string | null;
  showOnLeaderboards?: boolean;
  showCityAndXp?: boolean;
}

/**
 * Writes the fields that were sent. The city is written only when it differs from the stored one
 * (000 §5), so saving the form untouched changes nothing and bumps no timestamp.
 */
export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<void> {
  await db.transaction(async (tx) => {
    if (changes.displayName !== undefined) {
      await tx.update(users).set({ displayName: changes.displayName }).where(eq(users.id, userId));
    }
    if (changes.city !== undefined) {
      await tx
        .insert(fans)
        .values({ userId, city: changes.city })
        .onConflictDoUpdate({
          target: fans.userId,
          set: { city: changes.city, updatedAt: new Date() },
          setWhere: sql`${fans.city} is distinct from ${changes.city}`,
        });
    }
    const privacy = { showOnLeaderboards: changes.showOnLeaderboards, showCityAndXp: changes.showCityAndXp };
    if (privacy.showOnLeaderboards !== undefined || privacy.showCityAndXp !== undefined) {
      await tx
        .insert(fans)
        .values({ userId, ...privacy })
        .onConflictDoUpdate({ target: fans.userId, set: { ...privacy, updatedAt: new Date() } });
    }
  });
}

/** Sets the avatar and answers the one it replaced (to delete its file when it was an upload). */
export async function replaceAvatar(db: DbOrTx, userId: string, avatarUrl: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    await tx.update(users).set({ avatarUrl }).where(eq(users.id, userId));
    return current?.avatarUrl ?? null;
  });
}
