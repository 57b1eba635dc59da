import { and, asc, eq, ilike, sql } from "drizzle-orm";
import { searchAdminArtists } from "@/shared/contract/admin/artists";
import { users } from "../../db/schema";
import { createRouter } from "../../lib/openapi";

/** LIKE treats % and _ as wildcards; a name typed into the search box means them literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * GET /api/admin/artists?q=: artist accounts by name, for the event line-up and band member pickers.
 * Only real artists (000 §3 role artist, 001 §5 user_type real), as discovery lists them.
 */
export function adminArtistRoutes() {
  const router = createRouter();
  router.openapi(searchAdminArtists, async (c) => {
    const { q, limit } = c.req.valid("query");
    const rows = await c
      .get("deps")
      .db.db.select({ id: users.id, name: users.name, avatarUrl: users.avatarUrl })
      .from(users)
      .where(
        and(
          eq(users.role, "artist"),
          eq(users.userType, "real"),
          q ? ilike(users.name, `%${likeEscape(q)}%`) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(limit);
    return c.json({ artists: rows }, 200);
  });
  return router;
}
