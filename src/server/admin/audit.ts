import type { DbOrTx } from "../db/client";
import { adminAuditLog } from "../db/schema";

export type AuditAction =
  | "band_submission.approve"
  | "band_submission.reject"
  | "gig_submission.approve"
  | "gig_submission.reject"
  | "venue_submission.approve"
  | "venue_submission.reject"
  | "page_claim.approve"
  | "page_claim.reject"
  | "venue.update"
  | "event.update"
  | "band.update"
  | "artist.update"
  | "gig.published"
  | "gig.lineup"
  | "gig.time"
  | "gig.venue"
  | "gig.cancelled"
  // Moderation (issue 16 §4): reported posts, comments and fan photos, and members.
  | `${"post" | "comment" | "photo"}.${"hide" | "restore" | "dismiss" | "auto_hide" | "delete"}`
  | "member.suspend"
  | "member.lift";

export type AuditEntityType =
  | "band_submission"
  | "gig_submission"
  | "venue_submission"
  | "page_claim"
  | "venue"
  | "event"
  | "band"
  | "artist"
  | "post"
  | "comment"
  | "photo"
  | "member";

export interface AuditEntry {
  /** null: the system acted (an item hidden by its reports), not an admin. */
  actorId: string | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  entityLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one audit row; call it inside the transaction of the change it describes. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}

/** JSON-comparable form of a column value: dates as ISO text, everything else as it is. */
function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

export interface FieldChanges<T> {
  /** Only the fields whose value really changes, ready for an UPDATE … SET. */
  set: Partial<T>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Compares a patch with the current row. Returns undefined when nothing would change, so a form saved
 * without edits neither bumps updated_at nor fills the audit log with empty rows.
 */
export function changesOf<T extends Record<string, unknown>>(
  current: T,
  patch: Partial<NoInfer<T>>,
): FieldChanges<T> | undefined {
  const set: Partial<T> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of Object.keys(patch) as (keyof T & string)[]) {
    const next = patch[key];
    if (next === undefined || same(current[key], next)) continue;
    set[key] = next;
    before[key] = comparable(current[key]) ?? null;
    after[key] = comparable(next) ?? null;
  }
  return Object.keys(set).length > 0 ? { set, before, after } : undefined;
}
