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

/** The review fields every 'Add your Gig' / 'Add your Venue' suggestion has. */
type Suggestion = {
  id: string;
  name: string;
  submittedAt: string;
  /** Named, never shown by e-mail; null once the account is gone. */
  submitter: { id: string; name: string; avatarUrl: string | null } | null;
  genre: string | null;
  description: string | null;
};

/** GET /api/submissions/gigs item: one gig card. */
export type PendingGig = Suggestion & {
  venueName: string;
  city: string;
  startTime: string;
  endTime: string | null;
  category: string | null;
  ticketPrice: string | null;
  ticketUrl: string | null;
  contactPhone: string | null;
};

/** GET /api/submissions/venues item: one venue card. */
export type PendingVenue = Suggestion & {
  city: string;
  location: string | null;
  venueType: string | null;
  website: string | null;
  instagram: string | null;
  phone: string | null;
  capacity: string | null;
};

export type SuggestionKind = "gig" | "venue";

/** GET /api/submissions/pending-count. */
export type PendingSuggestionCounts = { gigs: number; venues: number };

/** GET /api/admin/audit item. */
export type AuditEntry = {
  id: string;
  at: string;
  actor: { id: string | null; name: string };
  action: string;
  entityType: "band_submission" | "gig_submission" | "venue_submission" | "venue" | "event" | "band";
  entityId: string;
  entityLabel: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
};

export type Page<T> = { items: T[]; nextCursor: string | null };
