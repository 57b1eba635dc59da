import { useMutation } from "@tanstack/react-query";
import type { GigSubmission } from "@/shared/validation/submissions";
import { apiFetch } from "@/web/lib/api-client";
import type { MutationConfig } from "@/web/lib/query-client";

/**
 * POST /api/submissions/gigs: 'Add your Gig' lands in the admins' review queue. Nothing is listed
 * until it is approved, so no gig list is invalidated here.
 */
export const createGigSubmission = (input: GigSubmission) =>
  apiFetch<{ submission: { id: string; status: "pending" } }>("/api/submissions/gigs", { method: "POST", body: input });

export function useCreateGigSubmission(options: { mutationConfig?: MutationConfig<typeof createGigSubmission> } = {}) {
  return useMutation({ ...options.mutationConfig, mutationFn: createGigSubmission });
}
