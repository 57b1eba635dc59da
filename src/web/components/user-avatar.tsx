import { useState } from "react";
import { initialsFor, type NameSource } from "@/shared/display-name";
import { cn } from "@/web/lib/cn";
import { imageSources } from "@/web/lib/image-sources";

type UserAvatarProps = {
  user: NameSource & { avatarUrl?: string | null };
  className?: string;
  /** Text size of the initials, to suit the circle's size. */
  initialsClassName?: string;
};

// Avatars are drawn at 28–112 CSS px: the two smallest resized variants cover them at DPR 1–3.
const AVATAR_WIDTHS = [160, 320] as const;

/**
 * A person's picture, or their initials in a circle (000 §2: from the display name, else the e-mail, else 'U').
 *
 * A plain lazy <img> in the server's HTML, not Radix's Avatar: that one renders no image on the
 * server, then loads the original upload (400 px for a 32 px circle) with `new Image()` and
 * re-renders every avatar of the page right after hydration (issue 20: bytes and main-thread work).
 * The browser picks the variant from the laid-out size (`sizes="auto"`, lazy images only).
 */
export function UserAvatar({ user, className, initialsClassName }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = user.avatarUrl && user.avatarUrl !== failedSrc ? user.avatarUrl : null;
  return (
    <span className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full bg-secondary", className)}>
      {src ? (
        <img
          {...imageSources(src, AVATAR_WIDTHS)}
          sizes="auto, 112px"
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="aspect-square size-full object-cover"
        />
      ) : (
        // The initials are drawn (generated content), not text: the avatar pictures a person whose name
        // is beside it or on the button around it, and visible text left out of that button's name would
        // break WCAG 2.5.3 (label in name).
        <span
          aria-hidden="true"
          data-initials={initialsFor(user)}
          className={cn(
            "flex size-full items-center justify-center bg-primary text-sm font-semibold text-primary-foreground uppercase before:content-[attr(data-initials)]",
            initialsClassName,
          )}
        />
      )}
    </span>
  );
}
