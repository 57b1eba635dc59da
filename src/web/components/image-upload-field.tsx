import { ImageIcon } from "lucide-react";
import { useId, useState } from "react";
import { FilePicker } from "@/web/components/file-picker";
import { cn } from "@/web/lib/cn";
import { toast } from "@/web/lib/toast";
import { type UploadTarget, uploadImage } from "@/web/lib/upload-image";

type ImageUploadFieldProps = {
  label: string;
  /** The size recommendation (001 §5), shown under the field. */
  hint: string;
  target: UploadTarget;
  shape: "banner" | "square";
  value: string | null | undefined;
  onChange: (url: string) => void;
  error?: string;
};

/**
 * An admin form's single picture (event banner, band avatar or banner): uploaded as soon as it is
 * chosen, previewed, and saved with the form. Toasts follow 001 §8's upload wording.
 */
export function ImageUploadField({ label, hint, target, shape, value, onChange, error }: ImageUploadFieldProps) {
  const id = useId();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    setUploading(true);
    try {
      const image = await uploadImage(target, file);
      onChange(image.url);
      toast.success("Image uploaded successfully!", { description: "Save the form to keep it." });
    } catch (failure) {
      toast.error("Upload failed", { description: failure instanceof Error ? failure.message : "Please try again." });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="grid gap-2">
      <p className="text-sm leading-none font-medium">{label}</p>
      <div
        className={cn(
          "grid place-items-center overflow-hidden border bg-muted text-muted-foreground",
          shape === "banner" ? "aspect-video w-full rounded-xl" : "size-28 rounded-full",
        )}
      >
        {value ? (
          <img src={value} alt={`Current ${label.toLowerCase()}`} className="size-full object-cover" />
        ) : (
          <ImageIcon className="size-6" aria-hidden="true" />
        )}
      </div>
      <FilePicker
        id={id}
        disabled={uploading}
        describedBy={`${id}-hint`}
        onFiles={([file]) => file && void upload(file)}
      >
        {uploading ? "Uploading..." : value ? `Change ${label}` : `Upload ${label}`}
      </FilePicker>
      <p id={`${id}-hint`} className={cn("text-sm", error ? "text-red-400" : "text-muted-foreground")}>
        {error ?? hint}
      </p>
    </div>
  );
}
