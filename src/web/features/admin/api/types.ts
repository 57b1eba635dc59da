/** GET /api/admin/bands/pending item: one request card (000 §2). */
export type PendingBand = {
  id: string;
  name: string;
  submittedAt: string;
  submitterName: string | null;
  submitterEmail: string | null;
  location: string | null;
  primaryGenre: string | null;
  secondaryGenre: string | null;
  bio: string | null;
  keyMembers: string | null;
  manager: string;
  managerEmail: string;
  managerPhone: string | null;
  avatarUrl: string | null;
  profileBannerUrl: string | null;
  /** A live band with the same name, ignoring case and spaces. */
  duplicateOf: { id: string; name: string } | null;
};

/** GET /api/admin/audit item. */
export type AuditEntry = {
  id: string;
  at: string;
  actor: { id: string | null; name: string };
  action: string;
  entityType: "band_submission" | "venue" | "event" | "band";
  entityId: string;
  entityLabel: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
};

export type Page<T> = { items: T[]; nextCursor: string | null };
