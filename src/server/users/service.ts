import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { fans, users } from "../db/schema";
import type { PublicUserRow } from "./presenter";

export async function findPublicUser(db: Database, id: string): Promise<PublicUserRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      displayName: users.displayName,
      name: users.name,
      avatarUrl: users.avatarUrl,
      createdAt: users.createdAt,
      city: fans.city,
      xpPoints: fans.xpPoints,
      showCityAndXp: fans.showCityAndXp,
    })
    .from(users)
    .leftJoin(fans, eq(fans.userId, users.id))
    .where(eq(users.id, id));
  return row;
}
