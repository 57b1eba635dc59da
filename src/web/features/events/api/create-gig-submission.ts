import type { GigSubmission } from "@/shared/validation/submissions";
import { apiFetch } from "@/web/lib/api-client";

/**
 * POST /api/submissions/gigs: 'Add your Gig' lands in the admins' review queue. Nothing is listed
 * until it is approved, so no gig list is invalidated here.
 */
export const createGigSubmission = (input: GigSubmission) =>
  apiFetch<{ submission: { id: string; status: "pending" } }>("/api/submissions/gigs", { method: "POST", body: input });
