import { recordTicketClick } from "@/shared/contract/events";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { requireUser, signedIn } from "../../auth/guards";
import type { Router } from "../../lib/openapi";
import { existingEntityId } from "../../participation/entities";
import { awardFan } from "../../participation/xp";

/**
 * POST /api/events/{id}/ticket-click: 'Book Ticket' opened the seller's page in a new tab, which the
 * server cannot see; this pays 'Get Ticket' once per gig (subject `event:{id}`), nothing more. No
 * rule of its own beyond the XP policy (participation/xp.ts).
 */
export function ticketRoutes(router: Router) {
  router.openapi({ ...recordTicketClick, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const id = await existingEntityId(c.get("deps").db.db, "event", c.req.valid("param").id);
    const xp = await awardFan(c.get("deps"), user, XP_ACTIONS.getTicket, { subjectKey: `event:${id}` });
    return c.json({ xp }, 200);
  });
}
