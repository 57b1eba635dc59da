import type { VenueSubmission } from "@/shared/validation/submissions";
import { apiFetch } from "@/web/lib/api-client";

/** POST /api/submissions/venues: 'Add your Venue' goes to the review queue; nothing is listed yet. */
export const createVenueSubmission = (input: VenueSubmission) =>
  apiFetch<{ submission: { id: string; status: "pending" } }>("/api/submissions/venues", {
    method: "POST",
    body: input,
  });
