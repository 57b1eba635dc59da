import { searchLineupActs } from "@/shared/contract/lineups";
import { createRouter } from "../lib/openapi";
import { searchActs } from "./service";

/** Under 2 characters the line-up editor shows nothing yet, as the city autocomplete does. */
const MIN_CHARS = 2;

/** GET /api/lineup-acts?q=: public names only (the same bands and artists /api/search finds). */
export function lineupRoutes() {
  const router = createRouter();
  router.openapi(searchLineupActs, async (c) => {
    const { q, limit } = c.req.valid("query");
    if (q.length < MIN_CHARS) return c.json({ acts: [] }, 200);
    return c.json({ acts: await searchActs(c.get("deps").db.db, q, limit) }, 200);
  });
  return router;
}
