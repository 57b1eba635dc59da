import { search } from "@/shared/contract/search";
import { createRouter } from "../lib/openapi";
import { search as searchCatalogue } from "./service";

/**
 * /api/search: public, ranked, limited per kind. Answers identical for everyone, so app.ts puts the
 * shared read cache in front of this path.
 */
export function searchRoutes() {
  const router = createRouter();
  router.openapi(search, async (c) => {
    const { q, types, limit } = c.req.valid("query");
    const { db } = c.get("deps");
    return c.json({ query: q, ...(await searchCatalogue(db.db, { q, types, limit }, db.indexScanDb)) }, 200);
  });
  return router;
}
