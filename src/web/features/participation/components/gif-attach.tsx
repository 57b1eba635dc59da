import { ImageIcon, LinkIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { GIF_LINK_RULE, isGifLink } from "@/shared/gif-url";
import { GIF_TOO_LARGE, MAX_GIF_BYTES } from "@/shared/validation/uploads";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { uploadGif } from "../api/threads";
import { failureText } from "./celebrate";

export const GIF_TEXT = {
  notGif: "Please choose a GIF file.",
  tooLarge: GIF_TOO_LARGE,
  uploadFailed: "Couldn't upload the GIF. Please try again.",
} as const;

type GifAttachProps = { value: string | null; onChange(url: string | null): void; disabled?: boolean };

/**
 * The optional GIF of a post or comment: upload one (the server checks it is a GIF and re-encodes
 * it), or paste a link to a GIF on Giphy or Tenor (the only links accepted; see shared/gif-url.ts).
 */
export function GifAttach({ value, onChange, disabled }: GifAttachProps) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileId = useId();
  const linkId = useId();

  if (value) {
    return (
      <div className="relative w-fit">
        <img src={value} alt="GIF to post" className="max-h-40 rounded-lg border" referrerPolicy="no-referrer" />
        <Button
          type="button"
          size="icon"
          variant="secondary"
          className="absolute top-1 right-1 size-8 rounded-full"
          aria-label="Remove GIF"
          onClick={() => onChange(null)}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    );
  }
  if (!open) {
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <ImageIcon aria-hidden="true" />
        Add GIF
      </Button>
    );
  }

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.type && file.type !== "image/gif") return setError(GIF_TEXT.notGif);
    if (file.size > MAX_GIF_BYTES) return setError(GIF_TEXT.tooLarge);
    setUploading(true);
    try {
      onChange((await uploadGif(file)).url);
      setOpen(false);
    } catch (failure) {
      setError(failureText(failure, GIF_TEXT.uploadFailed));
    } finally {
      setUploading(false);
    }
  };

  const applyLink = () => {
    const trimmed = link.trim();
    if (!isGifLink(trimmed)) return setError(GIF_LINK_RULE);
    setError(null);
    onChange(trimmed);
    setOpen(false);
    setLink("");
  };

  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Label
          htmlFor={fileId}
          className="cursor-pointer rounded-lg bg-secondary px-3 py-2 text-sm font-semibold hover:bg-secondary-hover"
        >
          {uploading ? "Uploading..." : "Upload a GIF"}
        </Label>
        <input
          id={fileId}
          type="file"
          accept="image/gif"
          className="sr-only"
          disabled={uploading || disabled}
          onChange={(event) => void pickFile(event.target.files?.[0])}
        />
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      <Label htmlFor={linkId} className="text-xs text-muted-foreground">
        or paste a Giphy or Tenor GIF link
      </Label>
      <div className="flex gap-2">
        <Input
          id={linkId}
          inputMode="url"
          placeholder="https://media.giphy.com/…/giphy.gif"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              applyLink();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={applyLink} disabled={!link.trim()} aria-label="Use GIF link">
          <LinkIcon aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
