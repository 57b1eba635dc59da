import { Hono } from "hono";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { existingEntityId } from "../participation/entities";
import { awardFan } from "../participation/xp";

/**
 * POST /api/events/:id/ticket-click: 'Book Ticket' opened the seller's page in a new tab, which the
 * server cannot see; this pays 'Get Ticket' once per gig (subject `event:{id}`), nothing more.
 */
export function ticketRoutes() {
  return new Hono<AppEnv>().post("/:id/ticket-click", signedIn(), async (c) => {
    const user = await requireUser(c);
    const id = await existingEntityId(c.get("deps").db.db, "event", c.req.param("id"));
    const xp = await awardFan(c.get("deps"), user, XP_ACTIONS.getTicket, { subjectKey: `event:${id}` });
    return c.json({ xp });
  });
}
