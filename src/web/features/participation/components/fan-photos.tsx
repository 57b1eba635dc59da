import { CameraIcon } from "lucide-react";
import { useRef } from "react";
import type { FanPhoto } from "@/shared/contract/bands";
import { isFanPhotoFile } from "@/shared/validation/community-facts";
import { MESSAGES } from "@/shared/validation/messages";
import { FAN_PHOTO_TOO_LARGE, MAX_IMAGE_BYTES } from "@/shared/validation/uploads";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";
import { useDeleteFanPhoto, useUploadFanPhoto } from "../api/fan-photos";
import { useSignedInAction, useViewer } from "../hooks/use-viewer";
import { failureText, toastSuccess } from "./celebrate";
import { ConfirmDelete } from "./confirm-delete";

export const FAN_PHOTO_TEXT = {
  uploaded: "Photo uploaded!",
  uploadedText: "Your fan photo has been uploaded successfully.",
  failedTitle: "Upload failed",
  failed: "There was an error uploading your photo. Please try again.",
  tooLarge: FAN_PHOTO_TOO_LARGE,
} as const;

type FanPhotoUploadProps = {
  bandId: string;
  /** The new photo, for the page's Fan Pics list to show it. */
  onUploaded?: (photo: FanPhoto) => void;
};

/** 'Upload Fan Photo' on the band's Gigs & Highlights tab (001 §2, §5): JPG, JPEG, PNG or GIF. */
export function FanPhotoUpload({ bandId, onUploaded }: FanPhotoUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFanPhoto(bandId);
  const guard = useSignedInAction();

  const pick = (file: File | undefined) => {
    if (!file) return;
    // 001 §5: a browser alert, with the spec's words.
    if (!isFanPhotoFile(file)) return window.alert(MESSAGES.fanPhotoType);
    if (file.size > MAX_IMAGE_BYTES)
      return toast.error(FAN_PHOTO_TEXT.failedTitle, { description: FAN_PHOTO_TEXT.tooLarge });
    upload.mutate(file, {
      onSuccess: (answer) => {
        toastSuccess(answer.xp, FAN_PHOTO_TEXT.uploaded, {
          earned: FAN_PHOTO_TEXT.uploadedText,
          plain: FAN_PHOTO_TEXT.uploadedText,
        });
        onUploaded?.(answer.photo);
      },
      onError: (error) =>
        toast.error(FAN_PHOTO_TEXT.failedTitle, { description: failureText(error, FAN_PHOTO_TEXT.failed) }),
    });
  };

  return (
    <>
      <Button variant="secondary" size="lg" disabled={upload.isPending} onClick={guard(() => input.current?.click())}>
        <CameraIcon aria-hidden="true" />
        {upload.isPending ? "Uploading..." : "Upload Fan Photo"}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label="Fan photo file"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // The same file can be chosen again after a failure.
          event.target.value = "";
        }}
      />
    </>
  );
}

/** Delete on a Fan Pics photo, shown only to its uploader and to admins (the server checks again). */
export function FanPhotoDelete({
  photo,
  onDeleted,
}: {
  photo: Pick<FanPhoto, "id" | "author">;
  onDeleted: () => void;
}) {
  const viewer = useViewer();
  const remove = useDeleteFanPhoto();
  if (!viewer.user || (viewer.user.id !== photo.author.id && viewer.user.role !== "admin")) return null;
  return (
    <ConfirmDelete
      what="photo"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(photo.id, {
          onSuccess: onDeleted,
          onError: () => toast.error("Error", { description: "Failed to delete the photo. Please try again." }),
        })
      }
    />
  );
}
