import { listDiscover, listDiscoverLocations } from "@/shared/contract/discover";
import { createRouter } from "../lib/openapi";
import { listDiscover as queryDiscover } from "./discover";
import { listDiscoverLocations as queryDiscoverLocations } from "./locations";

/** /api/discover: the merged artists-and-bands list of /artists, and its location choices. */
export function discoverRoutes() {
  const router = createRouter();
  router.openapi(listDiscover, async (c) =>
    c.json(await queryDiscover(c.get("deps").db.db, c.req.valid("query")), 200),
  );
  router.openapi(listDiscoverLocations, async (c) => {
    // The same for everyone and slow to change: let the browser keep it for a few minutes.
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ items: await queryDiscoverLocations(c.get("deps").db.db, c.req.valid("query").type) }, 200);
  });
  return router;
}
