import type { Context } from "hono";
import type { AppEnv } from "../context";

/** The host name the events' UIDs are made unique with (RFC 5545: stable across downloads). */
export const uidDomain = (c: Context<AppEnv>) => new URL(c.get("deps").env.APP_URL).hostname;

/** An iCalendar answer: a gig's download (attachment) or a fan's feed (inline). */
export function icsResponse(c: Context<AppEnv>, ics: string, disposition: string) {
  c.header("Content-Type", "text/calendar; charset=utf-8");
  c.header("Content-Disposition", disposition);
  return c.body(ics, 200);
}
