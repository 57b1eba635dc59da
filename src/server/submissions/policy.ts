import type { SessionUser } from "../auth/guards";

/** Any signed-in member may suggest a gig or a venue; it is listed only after review. */
export const canSuggestListing = (user: SessionUser | null): user is SessionUser => user !== null;
