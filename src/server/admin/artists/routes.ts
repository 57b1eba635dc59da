import { and, asc, eq, ilike, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { users } from "../../db/schema";
import { validate } from "../../lib/validate";

const searchSchema = z.object({
  q: z.string().trim().max(100).default(""),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

/** LIKE treats % and _ as wildcards; a name typed into the search box means them literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * GET /api/admin/artists?q=: artist accounts by name, for the event line-up and band member pickers.
 * Only real artists (000 §3 role artist, 001 §5 user_type real), as discovery lists them.
 */
export function adminArtistRoutes() {
  return new Hono<AppEnv>().get("/", validate("query", searchSchema), async (c) => {
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
    return c.json({ artists: rows });
  });
}
