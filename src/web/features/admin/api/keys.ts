/**
 * Query keys of the admin area. Everything sits under ['admin', …] so signing out (which clears the
 * cache) and a review (which invalidates ['admin', 'bands']) reach every piece at once.
 */
export const adminKeys = {
  all: ["admin"] as const,
  bands: ["admin", "bands"] as const,
  pendingBands: ["admin", "bands", "pending"] as const,
  /** The header's 'Pending Approvals' badge reads this key too. */
  pendingCount: ["admin", "bands", "pending-count"] as const,
  /** 'Add your Gig' / 'Add your Venue' suggestions: both queues and their counts. */
  suggestions: ["admin", "suggestions"] as const,
  pendingSuggestions: (kind: "gig" | "venue") => ["admin", "suggestions", kind] as const,
  suggestionCounts: ["admin", "suggestions", "pending-count"] as const,
  /** 'Claim this page' requests; their count is part of suggestionCounts (one endpoint answers both). */
  claims: ["admin", "claims"] as const,
  audit: ["admin", "audit"] as const,
  /** The 'Reports' tab: reported and hidden posts, comments and fan photos. */
  reports: ["admin", "reports"] as const,
};
