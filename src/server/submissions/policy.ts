import type { SessionUser } from "../auth/guards";

/** Any signed-in member may suggest a gig or a venue; it is listed only after review. */
export const canSuggestListing = (user: SessionUser | null): user is SessionUser => user !== null;

/** Only admins see the review queue and approve or reject suggestions. */
export const canReviewSubmissions = (user: SessionUser | null) => user?.role === "admin";
