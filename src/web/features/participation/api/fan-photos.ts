import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import type { FanPhoto, XpField } from "./types";

/** POST /api/bands/:id/fan-photos; the band page's Fan Pics list refreshes itself (onUploaded). */
export function useUploadFanPhoto(bandId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return apiFetch<XpField & { photo: FanPhoto }>(`/api/bands/${encodeURIComponent(bandId)}/fan-photos`, {
        method: "POST",
        body,
      });
    },
    // An upload that may have landed is not sent twice.
    retry: false,
  });
}

export function useDeleteFanPhoto() {
  return useMutation({
    mutationFn: (photoId: string) =>
      apiFetch<void>(`/api/fan-photos/${encodeURIComponent(photoId)}`, { method: "DELETE" }),
  });
}
