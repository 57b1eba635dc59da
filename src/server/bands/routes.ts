import { BAND_NOT_FOUND, getBand, listBandGigs, listBandPhotos, listBands } from "@/shared/contract/bands";
import type { Database } from "../db/client";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { listActGigs } from "../lineups/gigs";
import { listBandPhotos as queryBandPhotos } from "./photos";
import { bandExists, findBand, listBands as queryBands } from "./service";

/** The path's band id (a uuid: the contract's params check it), if that band exists. */
async function existingBandId(db: Database, id: string) {
  if (!(await bandExists(db, id))) throw notFound(BAND_NOT_FOUND);
  return id;
}

/** /api/bands: public reads; editing a band is the admin routes' job. */
export function bandRoutes() {
  const router = createRouter();
  router.openapi(listBands, async (c) => c.json(await queryBands(c.get("deps").db.db, c.req.valid("query")), 200));
  router.openapi(getBand, async (c) => {
    const band = await findBand(c.get("deps").db.db, c.req.valid("param").id);
    if (!band) throw notFound(BAND_NOT_FOUND);
    return c.json(band, 200);
  });
  router.openapi(listBandGigs, async (c) => {
    const { db } = c.get("deps").db;
    const id = await existingBandId(db, c.req.valid("param").id);
    return c.json(
      await listActGigs(db, { kind: "band", id }, { now: new Date(), limit: c.req.valid("query").limit }),
      200,
    );
  });
  router.openapi(listBandPhotos, async (c) => {
    const { db } = c.get("deps").db;
    const id = await existingBandId(db, c.req.valid("param").id);
    return c.json(await queryBandPhotos(db, id, c.req.valid("query")), 200);
  });
  return router;
}
