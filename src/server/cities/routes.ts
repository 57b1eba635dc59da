import { searchCities as searchCitiesRoute } from "@/shared/contract/cities";
import { CITY_SEARCH_MIN_CHARS } from "@/shared/validation/auth";
import { createRouter } from "../lib/openapi";
import { searchCities } from "./service";

/**
 * GET /api/cities?q=pun: up to 10 suggestions for the city autocomplete. The list of Indian cities
 * is a few thousand rows, so it is searched here and never sent whole. Under 2 characters the
 * answer is an empty list, as the box shows nothing until then. (No policy or presenter: public
 * reference data, rows go out as they are.)
 */
export function cityRoutes() {
  const router = createRouter();
  router.openapi(searchCitiesRoute, async (c) => {
    const q = c.req.valid("query").q ?? "";
    if (q.length < CITY_SEARCH_MIN_CHARS) return c.json({ cities: [] }, 200);
    const cities = await searchCities(c.get("deps").db.db, q);
    // The list changes only when the package is updated; a day of caching saves phones a request.
    c.header("Cache-Control", "public, max-age=86400");
    return c.json({ cities }, 200);
  });
  return router;
}
