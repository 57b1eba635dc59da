import type { GigSubmission } from "@/shared/validation/submissions";
import { api } from "@/web/lib/api";

/**
 * POST /api/submissions/gigs: 'Add your Gig' lands in the admins' review queue. Nothing is listed
 * until it is approved, so no gig list is invalidated here.
 */
export const createGigSubmission = (input: GigSubmission) => api("POST /api/submissions/gigs", { body: input });
