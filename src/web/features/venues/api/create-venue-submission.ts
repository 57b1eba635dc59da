import type { VenueSubmission } from "@/shared/validation/submissions";
import { api } from "@/web/lib/api";

/** POST /api/submissions/venues: 'Add your Venue' goes to the review queue; nothing is listed yet. */
export const createVenueSubmission = (input: VenueSubmission) => api("POST /api/submissions/venues", { body: input });
