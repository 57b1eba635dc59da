/**
 * The one hook every change to a gig's public facts goes through (issue 12 item 4): published (live at
 * once, or approved from review), its line-up, time or venue changed, or cancelled. Call it inside the
 * transaction of the change. Today it writes an audit row; the notification system hooks in here
 * (fans who follow the line-up's bands or RSVP'd are told).
 */

import { recordAudit } from "../admin/audit";
import type { DbOrTx } from "../db/client";

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
}
