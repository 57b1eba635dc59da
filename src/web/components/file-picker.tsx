import { UploadIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

type FilePickerProps = {
  id: string;
  /** The button's text ('Upload Images', 'Choose image', 'Uploading...'). */
  children: ReactNode;
  multiple?: boolean;
  disabled?: boolean;
  /** The input's accessible name when the button text alone would not say what it is for. */
  label?: string;
  invalid?: boolean;
  describedBy?: string;
  variant?: "outline" | "secondary";
  onFiles: (files: File[]) => void;
};

/**
 * An image file input dressed as a button (the native one shows 'No file chosen' and cannot be
 * styled). Any image type is offered; the server decides by the bytes. The input is reset after
 * each choice so picking the same file again still fires.
 */
export function FilePicker({
  id,
  children,
  multiple,
  disabled,
  label,
  invalid,
  describedBy,
  variant = "outline",
  onFiles,
}: FilePickerProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        "inline-flex h-11 w-fit cursor-pointer items-center gap-2 rounded-lg px-4 text-sm font-semibold has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
        variant === "outline" ? "border border-input hover:bg-secondary" : "bg-secondary hover:bg-secondary-hover",
      )}
    >
      <UploadIcon className="size-4" aria-hidden="true" />
      {children}
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
