import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { notFound } from "../lib/errors";
import { cursorParam, limitParam } from "../lib/pagination";
import { validate } from "../lib/validate";
import { MAX_QUERY_LENGTH } from "../search/text";
import { BAND_GIGS, listGigs } from "./gigs";
import { bandExists, findBand, listBands, listFeaturedBands } from "./service";
import { listBandPhotos, listThreadPosts } from "./threads";

export const BAND_ID_REQUIRED = "Band ID is required";
export const BAND_NOT_FOUND = "Band not found";

/** An optional filter: blank means no filter. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

export const actFilterQuery = {
  search: optionalText(MAX_QUERY_LENGTH, "Search"),
  location: optionalText(100, "Location"),
  genre: optionalText(50, "Genre"),
};

const listQuery = z.object({ ...actFilterQuery, cursor: cursorParam, limit: limitParam(24) });
const featuredQuery = z.object({ limit: limitParam(6) });
const pageQuery = (fallback: number) => z.object({ cursor: cursorParam, limit: limitParam(fallback) });
const gigsQuery = z.object({ limit: limitParam(12) });
const idParam = z.object({ id: z.string().trim().min(1, BAND_ID_REQUIRED) });

/** Only a uuid can name a band; anything else is a band that does not exist (404, never a 500). */
const isUuid = (value: string) => z.guid().safeParse(value).success;

async function existingBandId(db: Database, id: string) {
  if (!isUuid(id) || !(await bandExists(db, id))) throw notFound(BAND_NOT_FOUND);
  return id;
}

/** /api/bands: public reads; editing a band is the admin routes' job. */
export function bandRoutes() {
  return new Hono<AppEnv>()
    .get("/", validate("query", listQuery), async (c) => {
      return c.json(await listBands(c.get("deps").db.db, c.req.valid("query")));
    })
    .get("/featured", validate("query", featuredQuery), async (c) => {
      return c.json({ items: await listFeaturedBands(c.get("deps").db.db, c.req.valid("query").limit) });
    })
    .get("/:id", validate("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      const band = isUuid(id) ? await findBand(c.get("deps").db.db, id) : undefined;
      if (!band) throw notFound(BAND_NOT_FOUND);
      return c.json(band);
    })
    .get("/:id/gigs", validate("param", idParam), validate("query", gigsQuery), async (c) => {
      const { db } = c.get("deps").db;
      const id = await existingBandId(db, c.req.valid("param").id);
      const { limit } = c.req.valid("query");
      return c.json(await listGigs(db, BAND_GIGS, id, { now: new Date(), limit }));
    })
    .get("/:id/posts", validate("param", idParam), validate("query", pageQuery(10)), async (c) => {
      const { db } = c.get("deps").db;
      const id = await existingBandId(db, c.req.valid("param").id);
      return c.json(await listThreadPosts(db, { entityType: "band", entityId: id }, c.req.valid("query")));
    })
    .get("/:id/photos", validate("param", idParam), validate("query", pageQuery(12)), async (c) => {
      const { db } = c.get("deps").db;
      const id = await existingBandId(db, c.req.valid("param").id);
      return c.json(await listBandPhotos(db, id, c.req.valid("query")));
    });
}
