import { displayNameFor } from "@/shared/display-name";
import type { AuditRow } from "./service";

const DELETED_ACCOUNT = "Deleted account";
/** The actor of an item hidden by 5 members' reports (issue 16 §4): no admin acted. */
const MEMBER_REPORTS = "Member reports";

/** One line of the admin activity list: who, what, which record, when, and the fields that changed. */
export function presentAuditEntry(row: AuditRow) {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor
      ? { id: row.actor.id, name: displayNameFor(row.actor) }
      : { id: null, name: row.action.endsWith(".auto_hide") ? MEMBER_REPORTS : DELETED_ACCOUNT },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    changes: fields.map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null })),
  };
}

export type AuditEntryJson = ReturnType<typeof presentAuditEntry>;
