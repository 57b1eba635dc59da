import { useMutation } from "@tanstack/react-query";
import type { ApiRoutes } from "@/shared/contract";
import type { RouteInput } from "@/shared/contract/types";
import { api } from "@/web/lib/api";
import { useApplyMe } from "./update-me";

/** PATCH /api/me/profile: only the fields sent change; blanks are saved as null; city is for fans only. */
export type ProfileChanges = RouteInput<ApiRoutes["PATCH /api/me/profile"]>["body"];

export const updateProfile = (changes: ProfileChanges) => api("PATCH /api/me/profile", { body: changes });

export function useUpdateProfile() {
  const applyMe = useApplyMe();
  return useMutation({ mutationFn: updateProfile, onSuccess: applyMe });
}
