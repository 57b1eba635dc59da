import { ImageIcon, type LucideIcon } from "lucide-react";
import { type CSSProperties, useState } from "react";
import type { ImageWidth } from "@/shared/image-widths";
import { cn } from "@/web/lib/cn";
import { imageSources } from "@/web/lib/image-sources";

type ResponsiveImageProps = {
  src: string | null | undefined;
  /** Empty for a decorative image (the name is next to it). */
  alt: string;
  /** The intrinsic aspect, as width and height attributes: the box is reserved before the image arrives. */
  width: number;
  height: number;
  /** The image's rendered width per breakpoint, for the browser to pick from the srcset. */
  sizes: string;
  /** The variants to offer; pick those around the rendered size (2× for sharp phone screens). */
  widths?: readonly ImageWidth[];
  /** The page's largest image above the fold (a profile banner, the LCP): fetched at once and first. Otherwise lazy. */
  priority?: boolean;
  /** Above the fold but not the largest (a profile avatar): fetched at once, at normal priority. */
  eager?: boolean;
  className?: string;
  /** The icon of the drawn fallback shown when there is no image or it fails to load (001 §8). */
  fallbackIcon?: LucideIcon;
};

/**
 * An image that never shifts the layout (width/height set), loads lazily below the fold, comes as
 * WebP at the width the screen needs, and falls back to a drawn default image when missing or broken.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  widths,
  priority,
  eager,
  className,
  fallbackIcon: Icon = ImageIcon,
}: ResponsiveImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        // The intrinsic ratio as a default that an aspect-* class in className replaces (tailwind-merge).
        style={{ "--image-ratio": `${width} / ${height}` } as CSSProperties}
        className={cn(
          "grid aspect-(--image-ratio) place-items-center bg-gradient-to-br from-primary/35 via-secondary to-card",
          className,
        )}
      >
        <Icon className="size-1/4 max-h-12 max-w-12 text-primary-bright/70" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      {...imageSources(src, widths)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn("bg-secondary object-cover", className)}
    />
  );
}
