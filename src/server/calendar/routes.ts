import type { Context } from "hono";
import { createFeed, getFeedFile, getFeedStatus, revokeFeed as revokeFeedRoute } from "@/shared/contract/calendar";
import { PRODUCT_NAME } from "@/shared/product";
import { requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { perUserLimits, RATE_RULES } from "../participation/limits";
import { buildIcs } from "./ics";
import { icsResponse, uidDomain } from "./respond";
import { feedGigs, feedOwner, feedStatus, issueFeedToken, revokeFeed } from "./service";

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * /api/calendar (beyond the spec): a fan's private feed of the gigs they RSVP'd to or added, for
 * phone calendars to subscribe to. The secret link is shown once when made; making a new one
 * turns the old one off. This folder also builds the .ics of one gig (/api/events/{id}/calendar.ics).
 */
export function calendarFeedRoutes() {
  const router = createRouter();
  const feedUrl = (c: Context<AppEnv>, token: string) =>
    new URL(`/api/calendar/${token}.ics`, c.get("deps").env.APP_URL);

  router.openapi({ ...getFeedStatus, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    return c.json(await feedStatus(c.get("deps").db.db, user.id), 200);
  });

  router.openapi({ ...createFeed, middleware: [signedIn(), perUserLimits(RATE_RULES.calendarFeed)] }, async (c) => {
    const user = await requireUser(c);
    const url = feedUrl(c, await issueFeedToken(c.get("deps").db.db, user.id));
    // webcal:// makes Apple's and many phones' calendars offer to subscribe (a URL object cannot switch to it).
    return c.json({ url: url.href, webcalUrl: url.href.replace(/^https?:/, "webcal:") }, 201);
  });

  router.openapi({ ...revokeFeedRoute, middleware: [signedIn()] }, async (c) => {
    await revokeFeed(c.get("deps").db.db, (await requireUser(c)).id);
    return c.body(null, 204);
  });

  // After /api/calendar/feed, which would otherwise be taken for a file name.
  router.openapi(getFeedFile, async (c) => {
    const token = FEED_FILE.exec(c.req.valid("param").file)?.[1];
    const { db, env } = c.get("deps");
    const owner = token ? await feedOwner(db.db, token) : undefined;
    if (!owner) throw notFound("Calendar feed not found");
    const gigs = await feedGigs(db.db, owner, env.APP_URL);
    // Calendars poll; a quarter of an hour is fresh enough, and private because the link is personal.
    c.header("Cache-Control", "private, max-age=900");
    return icsResponse(
      c,
      buildIcs(gigs, { uidDomain: uidDomain(c), name: `${PRODUCT_NAME}: my gigs` }),
      'inline; filename="my-gigs.ics"',
    );
  });

  return router;
}
