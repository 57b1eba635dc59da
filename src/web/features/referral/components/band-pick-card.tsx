import { CheckIcon, MapPinIcon } from "lucide-react";
import type { ActCard } from "@/shared/contract/acts";
import { ActCardImage } from "@/web/components/cards/artist-band-card";
import { cn } from "@/web/lib/cn";

type BandPickCardProps = {
  band: Pick<ActCard, "type" | "id" | "name" | "avatarUrl" | "profileBannerUrl" | "genres" | "location">;
  picked: boolean;
  /** Three are picked already and this is not one of them: a fourth cannot be added (000 §5). */
  full: boolean;
  onToggle: () => void;
  priority?: boolean;
};

/** registration1's card (000 §2): avatar, name, primary genre and location; a tap picks or un-picks it. */
export function BandPickCard({ band, picked, full, onToggle, priority }: BandPickCardProps) {
  const genre = band.genres[0];
  // The card is a frame; the button inside it carries only the band's name (its accessible name, as
  // seen: WCAG 2.5.3) and stretches over the whole card with ::after, so a tap anywhere picks.
  return (
    <div
      className={cn(
        "group relative flex w-full flex-col overflow-hidden rounded-xl border-2 bg-card text-left transition-colors",
        "has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring has-[button:disabled]:opacity-45",
        picked ? "border-primary bg-primary/10" : "border-border hover:border-primary/60",
      )}
    >
      <div className="relative">
        <ActCardImage item={band} priority={priority} />
        <span
          aria-hidden="true"
          className={cn(
            "absolute top-2 right-2 flex size-8 items-center justify-center rounded-full border-2 shadow transition-colors",
            picked
              ? "border-primary bg-primary text-primary-foreground"
              : "border-white/70 bg-black/40 text-transparent",
          )}
        >
          <CheckIcon className="size-5" />
        </span>
      </div>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <button
          type="button"
          aria-pressed={picked}
          disabled={full}
          onClick={onToggle}
          className="line-clamp-2 text-left text-sm leading-snug font-semibold outline-none after:absolute after:inset-0 disabled:cursor-not-allowed md:text-base"
        >
          {band.name}
        </button>
        {genre ? <span className="truncate text-xs font-semibold text-primary-bright">{genre}</span> : null}
        {band.location ? (
          <span className="flex items-center gap-1 truncate text-xs text-muted-foreground">
            <MapPinIcon className="size-3 shrink-0" aria-hidden="true" />
            <span className="truncate">{band.location}</span>
          </span>
        ) : null}
      </span>
    </div>
  );
}
