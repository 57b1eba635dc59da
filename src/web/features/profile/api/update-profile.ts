import { useMutation } from "@tanstack/react-query";
import type { Me } from "@/web/hooks/use-me";
import { apiFetch } from "@/web/lib/api-client";
import { useApplyMe } from "./update-me";

/** PATCH /api/me/profile: only the fields sent change; blanks are saved as null; city is for fans only. */
export type ProfileChanges = { displayName?: string | null; city?: string | null };

export const updateProfile = (changes: ProfileChanges) =>
  apiFetch<Me>("/api/me/profile", { method: "PATCH", body: changes });

export function useUpdateProfile() {
  const applyMe = useApplyMe();
  return useMutation({ mutationFn: updateProfile, onSuccess: applyMe });
}
