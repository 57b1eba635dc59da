import { useMutation } from "@tanstack/react-query";
import type { VenueSubmission } from "@/shared/validation/submissions";
import { apiFetch } from "@/web/lib/api-client";
import type { MutationConfig } from "@/web/lib/query-client";

/** POST /api/submissions/venues: 'Add your Venue' goes to the review queue; nothing is listed yet. */
export const createVenueSubmission = (input: VenueSubmission) =>
  apiFetch<{ submission: { id: string; status: "pending" } }>("/api/submissions/venues", { method: "POST", body: input });

export function useCreateVenueSubmission(options: { mutationConfig?: MutationConfig<typeof createVenueSubmission> } = {}) {
  return useMutation({ ...options.mutationConfig, mutationFn: createVenueSubmission });
}
