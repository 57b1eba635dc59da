/**
 * The one hook every change to a gig's public facts goes through (issue 12 item 4): published (live at
 * once, or approved from review), its line-up, time or venue changed, or cancelled. Call it inside the
 * transaction of the change. It writes an audit row and queues the fans' notifications (followers of
 * the acts added, Bring to My City requests answered, fans who RSVP'd: notifications/gigs.ts).
 */

import { recordAudit } from "../admin/audit";
import type { DbOrTx } from "../db/client";
import { tellFansOfGigChange } from "../notifications/gigs";

export type GigChangeKind = "published" | "lineup" | "time" | "venue" | "cancelled";

export interface GigChange {
  eventId: string;
  kind: GigChangeKind;
  /** Who made the change (the manager, or the admin who approved the announcement). */
  actorId: string;
  /** The gig's name, for the audit list. */
  name: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function announceGigChange(tx: DbOrTx, change: GigChange): Promise<void> {
  await recordAudit(tx, {
    actorId: change.actorId,
    action: `gig.${change.kind}`,
    entityType: "event",
    entityId: change.eventId,
    entityLabel: change.name,
    before: change.before ?? null,
    after: change.after ?? null,
  });
  await tellFansOfGigChange(tx, change);
}
