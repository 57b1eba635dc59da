import { useMutation } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** POST /api/bands/{id}/fan-photos; the band page's Fan Pics list refreshes itself (onUploaded). */
export function useUploadFanPhoto(bandId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return api("POST /api/bands/{id}/fan-photos", { params: { id: bandId }, body });
    },
    // An upload that may have landed is not sent twice.
    retry: false,
  });
}

export function useDeleteFanPhoto() {
  return useMutation({
    mutationFn: (photoId: string) => api("DELETE /api/fan-photos/{id}", { params: { id: photoId } }),
  });
}
