import { recordTicketClick } from "@/shared/contract/events";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { requireUser, signedIn } from "../../auth/guards";
import type { Router } from "../../lib/openapi";
import { existingEntityId } from "../../participation/entities";
import { awardFan } from "../../participation/xp";
import { hitRateLimit } from "../../rate-limit/limiter";
import { countTicketClick, TICKET_CLICK_COUNT_RULE } from "./service";

/**
 * POST /api/events/{id}/ticket-click: 'Book Ticket' opened the seller's page in a new tab, which the
 * server cannot see; this pays 'Get Ticket' once per gig (subject `event:{id}`) and adds a click to the
 * gig's count for its managers' dashboard (at most one per fan per gig per hour; no fan is recorded
 * with it). No rule of its own beyond the XP policy (participation/xp.ts).
 */
export function ticketRoutes(router: Router) {
  router.openapi({ ...recordTicketClick, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const { db } = c.get("deps").db;
    const id = await existingEntityId(db, "event", c.req.valid("param").id);
    const counted = await hitRateLimit(db, TICKET_CLICK_COUNT_RULE, `${user.id}:${id}`);
    if (counted.allowed) await countTicketClick(db, id);
    const xp = await awardFan(c.get("deps"), user, XP_ACTIONS.getTicket, { subjectKey: `event:${id}` });
    return c.json({ xp }, 200);
  });
}
