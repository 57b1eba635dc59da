import { useMutation } from "@tanstack/react-query";
import type { AvatarPresetId } from "@/shared/avatar-presets";
import type { Me } from "@/web/hooks/use-me";
import { apiFetch } from "@/web/lib/api-client";
import { useApplyMe } from "./update-me";

/** The new account, plus what the change paid ('Update profile avatar' is paid once; null for non-fans). */
export type AvatarChanged = Me & { xp: { awarded: boolean } | null };

/** POST /api/me/avatar: the server checks the bytes, re-encodes a 256 px WebP and keeps no metadata. */
export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append("file", file);
  return apiFetch<AvatarChanged>("/api/me/avatar", { method: "POST", body });
};

/** PUT /api/me/avatar/preset: one of the six presets of the avatar picker. */
export const choosePresetAvatar = (preset: AvatarPresetId) =>
  apiFetch<AvatarChanged>("/api/me/avatar/preset", { method: "PUT", body: { preset } });

export function useUploadAvatar() {
  const applyMe = useApplyMe();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: applyMe, retry: false });
}

export function useChoosePresetAvatar() {
  const applyMe = useApplyMe();
  return useMutation({ mutationFn: choosePresetAvatar, onSuccess: applyMe });
}
