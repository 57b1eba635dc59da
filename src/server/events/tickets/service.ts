import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { RateRule } from "../../rate-limit/limiter";

/**
 * A fan's 'Book Ticket' opens count at most once per gig per hour (the managers' dashboard shows
 * clicks, not one fan's taps). Past the limit the click is still answered, just not counted.
 */
export const TICKET_CLICK_COUNT_RULE: RateRule = {
  name: "ticket-click-count",
  windowSeconds: 60 * 60,
  max: 1,
  message: "Counted already this hour.",
};

/** One more 'Book Ticket' open for the gig: a count only, no fan named (issue 12 item 6). */
export async function countTicketClick(db: DbOrTx, eventId: string) {
  await db.execute(sql`
    insert into event_ticket_clicks (event_id, clicks) values (${eventId}, 1)
    on conflict (event_id) do update set clicks = event_ticket_clicks.clicks + 1, updated_at = now()`);
}
