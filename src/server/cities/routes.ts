import { Hono } from "hono";
import { z } from "zod";
import { CITY_MAX_LENGTH, CITY_SEARCH_MIN_CHARS } from "@/shared/validation/auth";
import type { AppEnv } from "../context";
import { validate } from "../lib/validate";
import { searchCities } from "./service";

const query = z.object({ q: z.string().trim().max(CITY_MAX_LENGTH).optional().catch(undefined) });

/**
 * GET /api/cities?q=pun: up to 10 suggestions for the city autocomplete. The list of Indian cities
 * is a few thousand rows, so it is searched here and never sent whole. Under 2 characters the
 * answer is an empty list, as the box shows nothing until then.
 */
export function cityRoutes() {
  return new Hono<AppEnv>().get("/", validate("query", query), async (c) => {
    const q = c.req.valid("query").q ?? "";
    if (q.length < CITY_SEARCH_MIN_CHARS) return c.json({ cities: [] });
    const cities = await searchCities(c.get("deps").db.db, q);
    // The list changes only when the package is updated; a day of caching saves phones a request.
    c.header("Cache-Control", "public, max-age=86400");
    return c.json({ cities });
  });
}
