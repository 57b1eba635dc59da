import { BAND_NOT_FOUND } from "@/shared/contract/bands";
import { DEMAND_GIGS_PER_BAND, getBandDemand, getCityBoard } from "@/shared/contract/demand";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { readCursor } from "../lib/pagination";
import { presentBandDemand, presentCityBoard } from "./presenter";
import { cityCursorSchema, readBandDemand, readCityBoard } from "./service";

/**
 * /api/demand (issue 12 item 7): the public demand board, the same for every visitor and member.
 * No policy: read-only public counts (as on the band page), nothing per viewer.
 */
export function demandRoutes() {
  const router = createRouter();

  router.openapi(getCityBoard, async (c) => {
    const { city, cursor, limit } = c.req.valid("query");
    const rows = await readCityBoard(c.get("deps").db.db, {
      city,
      cursor: readCursor(cursor, cityCursorSchema),
      limit,
      gigsPerBand: DEMAND_GIGS_PER_BAND,
      now: new Date(),
    });
    return c.json(presentCityBoard(rows, limit, city), 200);
  });

  router.openapi(getBandDemand, async (c) => {
    const { id } = c.req.valid("param");
    const row = await readBandDemand(c.get("deps").db.db, {
      bandId: id,
      limit: c.req.valid("query").limit,
      now: new Date(),
    });
    if (!row) throw notFound(BAND_NOT_FOUND);
    return c.json(presentBandDemand(row), 200);
  });

  return router;
}
