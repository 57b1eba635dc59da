import { useMutation } from "@tanstack/react-query";
import type { AvatarPresetId } from "@/shared/avatar-presets";
import type { AvatarChanged } from "@/shared/contract/me";
import { api } from "@/web/lib/api";
import { useApplyMe } from "./update-me";

export type { AvatarChanged };

/** POST /api/me/avatar: the server checks the bytes, re-encodes a 256 px WebP and keeps no metadata. */
export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append("file", file);
  return api("POST /api/me/avatar", { body });
};

/** PUT /api/me/avatar/preset: one of the six presets of the avatar picker. */
export const choosePresetAvatar = (preset: AvatarPresetId) => api("PUT /api/me/avatar/preset", { body: { preset } });

export function useUploadAvatar() {
  const applyMe = useApplyMe();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: applyMe, retry: false });
}

export function useChoosePresetAvatar() {
  const applyMe = useApplyMe();
  return useMutation({ mutationFn: choosePresetAvatar, onSuccess: applyMe });
}
