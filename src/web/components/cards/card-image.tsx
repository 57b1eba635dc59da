import { MusicIcon } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { ResponsiveImage } from "./image";

// Its own module, apart from the gig card: pages that show a cover image but no gig card (a gig,
// a venue, a blog post) would otherwise carry the whole card in their chunk (issue 20).
type CardImageProps = {
  url: string | null;
  /** The image's rendered width per breakpoint, for srcset: "(min-width: 1024px) 25vw, 100vw". */
  sizes: string;
  className?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
};

/**
 * A 16:9 card or cover image: resized WebP for our uploads, width and height set (nothing shifts),
 * lazy below the fold, and the drawn fallback when there is no image or it fails (001 §8).
 */
export function CardImage({ url, sizes, className, eager }: CardImageProps) {
  return (
    <ResponsiveImage
      src={url}
      alt=""
      width={640}
      height={360}
      sizes={sizes}
      widths={[320, 480, 640, 800, 960, 1280]}
      priority={eager}
      fallbackIcon={MusicIcon}
      className={cn("aspect-video w-full", className)}
    />
  );
}
