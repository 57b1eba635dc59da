import { type Context, Hono } from "hono";
import { z } from "zod";
import { CALENDAR_PROVIDERS } from "@/shared/calendar-links";
import { PRODUCT_NAME } from "@/shared/product";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { conflict, notFound, unprocessable } from "../lib/errors";
import { validate } from "../lib/validate";
import { existingEntityId } from "../participation/entities";
import { perUserLimits, RATE_RULES } from "../participation/limits";
import { awardFan } from "../participation/xp";
import { buildIcs } from "./ics";
import {
  addToCalendar,
  calendarChoice,
  feedGigs,
  feedOwner,
  feedStatus,
  gigForCalendar,
  issueFeedToken,
  removeFromCalendar,
  revokeFeed,
} from "./service";

export const ALREADY_ADDED = "This event is already in your calendar.";
export const NO_DATE = "This gig has no date yet, so it can't go in a calendar.";
const NOT_IN_CALENDAR = "This gig is not in your calendar.";

const addBody = z.strictObject({
  provider: z.enum(CALENDAR_PROVIDERS, { error: "provider must be google, outlook or apple" }),
});

const calendarHeaders = (c: Context<AppEnv>, disposition: string) => {
  c.header("Content-Type", "text/calendar; charset=utf-8");
  c.header("Content-Disposition", disposition);
};

const uidDomain = (c: Context<AppEnv>) => new URL(c.get("deps").env.APP_URL).hostname;

/**
 * /api/events/:id/calendar (001 §4, §8): which calendar the fan added the gig to, adding it (one
 * record per fan and gig; a second is 'Already Added'), removing it, and the gig's .ics for Apple.
 */
export function eventCalendarRoutes() {
  const app = new Hono<AppEnv>();
  const gigId = (c: Context<AppEnv>) => existingEntityId(c.get("deps").db.db, "event", c.req.param("id"));

  app.get("/:id/calendar", signedIn(), async (c) => {
    const user = await requireUser(c);
    const id = await gigId(c);
    return c.json({ provider: await calendarChoice(c.get("deps").db.db, user.id, id) });
  });

  app.post("/:id/calendar", signedIn(), validate("json", addBody), async (c) => {
    const user = await requireUser(c);
    const id = await gigId(c);
    const deps = c.get("deps");
    const { provider } = c.req.valid("json");
    if (!(await addToCalendar(deps.db.db, user.id, id, provider))) throw conflict(ALREADY_ADDED, "already_added");
    // Once per gig: removing and adding again earns nothing more.
    const xp = await awardFan(deps, user, XP_ACTIONS.addEventToCalendar, { subjectKey: `event:${id}` });
    return c.json({ provider, xp }, 201);
  });

  app.delete("/:id/calendar", signedIn(), async (c) => {
    const user = await requireUser(c);
    const id = await gigId(c);
    if (!(await removeFromCalendar(c.get("deps").db.db, user.id, id))) throw notFound(NOT_IN_CALENDAR);
    return c.json({ provider: null });
  });

  // Public: the file only says what the gig page says, and Apple's calendar opens it without a session.
  app.get("/:id/calendar.ics", async (c) => {
    const id = await gigId(c);
    const gig = await gigForCalendar(c.get("deps").db.db, id, c.get("deps").env.APP_URL);
    if (!gig) throw notFound("Gig not found");
    if (gig === "undated") throw unprocessable(NO_DATE);
    calendarHeaders(c, `attachment; filename="gig-${id}.ics"`);
    return c.body(buildIcs([gig], { uidDomain: uidDomain(c) }));
  });

  return app;
}

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * /api/calendar (beyond the spec): a fan's private feed of the gigs they RSVP'd to or added, for
 * phone calendars to subscribe to. The secret link is shown once when made; making a new one
 * turns the old one off.
 */
export function calendarFeedRoutes() {
  const app = new Hono<AppEnv>();
  const feedUrl = (c: Context<AppEnv>, token: string) =>
    new URL(`/api/calendar/${token}.ics`, c.get("deps").env.APP_URL);

  app.get("/feed", signedIn(), async (c) => {
    const user = await requireUser(c);
    return c.json(await feedStatus(c.get("deps").db.db, user.id));
  });

  app.post("/feed", signedIn(), perUserLimits(RATE_RULES.calendarFeed), async (c) => {
    const user = await requireUser(c);
    const url = feedUrl(c, await issueFeedToken(c.get("deps").db.db, user.id));
    // webcal:// makes Apple's and many phones' calendars offer to subscribe (a URL object cannot switch to it).
    return c.json({ url: url.href, webcalUrl: url.href.replace(/^https?:/, "webcal:") }, 201);
  });

  app.delete("/feed", signedIn(), async (c) => {
    await revokeFeed(c.get("deps").db.db, (await requireUser(c)).id);
    return c.body(null, 204);
  });

  app.get("/:file", async (c) => {
    const token = FEED_FILE.exec(c.req.param("file"))?.[1];
    const { db, env } = c.get("deps");
    const owner = token ? await feedOwner(db.db, token) : undefined;
    if (!owner) throw notFound("Calendar feed not found");
    const gigs = await feedGigs(db.db, owner, env.APP_URL);
    calendarHeaders(c, 'inline; filename="my-gigs.ics"');
    // Calendars poll; a quarter of an hour is fresh enough, and private because the link is personal.
    c.header("Cache-Control", "private, max-age=900");
    return c.body(buildIcs(gigs, { uidDomain: uidDomain(c), name: `${PRODUCT_NAME}: my gigs` }));
  });

  return app;
}
