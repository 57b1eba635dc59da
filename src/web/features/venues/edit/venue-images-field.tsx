import { StarIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { VENUE_IMAGES_MAX } from "@/shared/validation/venues";
import { FilePicker } from "@/web/components/file-picker";
import { toast } from "@/web/lib/toast";
import { uploadImage } from "@/web/lib/upload-image";

type VenueImagesFieldProps = { value: string[]; onChange: (urls: string[]) => void };

/**
 * The venue's pictures (001 §5): several files at once; the ones that fail are skipped and reported,
 * the rest are added. The first picture is the card image, so any can be made first.
 */
export function VenueImagesField({ value, onChange }: VenueImagesFieldProps) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const room = VENUE_IMAGES_MAX - value.length;

  async function upload(files: File[]) {
    setUploading(true);
    const results = await Promise.allSettled(files.slice(0, room).map((file) => uploadImage("venue-image", file)));
    setUploading(false);
    const urls = results.flatMap((result) => (result.status === "fulfilled" ? [result.value.url] : []));
    if (urls.length > 0) onChange([...value, ...urls]);
    // One toast at a time (000 §9): a partial failure is the news, the added pictures show in the grid.
    if (urls.length < files.length)
      toast.error("Upload failed", { description: "Failed to upload some images. Please try again." });
    else {
      toast.success("Images uploaded successfully!", {
        description: `${urls.length} image${urls.length === 1 ? "" : "s"} uploaded. Save the venue to keep them.`,
      });
    }
  }

  return (
    <div className="grid gap-3">
      {value.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Venue images">
          {value.map((url, index) => (
            <li key={url} className="relative overflow-hidden rounded-lg border">
              <img
                src={url}
                alt={`Venue gallery, ${index + 1}`}
                className="aspect-video w-full object-cover"
                loading="lazy"
              />
              {index === 0 ? (
                <span className="absolute top-1 left-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold">
                  Cover
                </span>
              ) : (
                <button
                  type="button"
                  className="absolute top-1 left-1 grid size-8 place-items-center rounded-full bg-black/70 hover:bg-black"
                  aria-label={`Make image ${index + 1} the cover`}
                  onClick={() => onChange([url, ...value.filter((item) => item !== url)])}
                >
                  <StarIcon className="size-4" aria-hidden="true" />
                </button>
              )}
              <button
                type="button"
                className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-black/70 hover:bg-black"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => onChange(value.filter((item) => item !== url))}
              >
                <XIcon className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No images yet. The first image is shown on the venue card.</p>
      )}
      <FilePicker id={id} multiple disabled={uploading || room <= 0} onFiles={(files) => void upload(files)}>
        {uploading ? "Uploading..." : "Upload Images"}
      </FilePicker>
      {room <= 0 ? (
        <p className="text-sm text-muted-foreground">A venue can have up to {VENUE_IMAGES_MAX} images.</p>
      ) : null}
    </div>
  );
}
