import { ImageIcon, XIcon } from "lucide-react";
import { useEffect, useId, useMemo } from "react";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "@/shared/validation";
import { FilePicker } from "@/web/components/file-picker";
import { cn } from "@/web/lib/cn";

type ImageChoiceProps = {
  label: string;
  /** The size recommendation (001 §5): shown, never enforced. */
  hint: string;
  shape: "banner" | "square";
  file: File | null;
  error?: string;
  onChange: (file: File | null, error?: string) => void;
};

/**
 * A picture chosen on the device, previewed here and uploaded only when the form is sent. Any image
 * type is accepted (the server reads the bytes); only the 10 MB cap is checked before sending.
 */
export function ImageChoice({ label, hint, shape, file, error, onChange }: ImageChoiceProps) {
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div className="grid gap-2">
      <p className="text-sm leading-none font-medium">{label}</p>
      <div className="flex items-center gap-3">
        <div
          className={cn(
            "grid shrink-0 place-items-center overflow-hidden border bg-muted text-muted-foreground",
            shape === "banner" ? "aspect-video w-28 rounded-lg" : "size-16 rounded-full",
          )}
        >
          {preview ? (
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-5" aria-hidden="true" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 justify-items-start gap-1">
          <FilePicker
            id={id}
            variant="secondary"
            label={label}
            invalid={Boolean(error)}
            describedBy={`${id}-message`}
            onFiles={([chosen]) => {
              if (chosen && chosen.size > MAX_IMAGE_BYTES) onChange(null, IMAGE_TOO_LARGE);
              else onChange(chosen ?? null);
            }}
          >
            {file ? "Change image" : "Choose image"}
          </FilePicker>
          {file ? (
            <span className="flex w-full min-w-0 items-center gap-1 text-sm text-muted-foreground">
              <span className="truncate">{file.name}</span>
              <button
                type="button"
                className="grid size-7 shrink-0 place-items-center rounded-full hover:bg-secondary"
                aria-label={`Remove ${label.toLowerCase()}`}
                onClick={() => onChange(null)}
              >
                <XIcon className="size-4" aria-hidden="true" />
              </button>
            </span>
          ) : (
            <span className="text-sm text-muted-foreground">No image chosen</span>
          )}
        </div>
      </div>
      <p id={`${id}-message`} className={cn("text-sm", error ? "text-red-400" : "text-muted-foreground")}>
        {error ?? hint}
      </p>
    </div>
  );
}
