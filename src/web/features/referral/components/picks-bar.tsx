import { XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { REFERRAL_BAND_COUNT } from "@/shared/validation/referral";
import { useStickyBar } from "@/web/hooks/use-sticky-bar";

type PicksBarProps = {
  picks: { id: string; name: string | undefined }[];
  onRemove: (id: string) => void;
  children: ReactNode;
};

/**
 * Stays in view above the bottom navigation: 'Selected: n/3', the picks (a pick can be taken off
 * here even when the search no longer shows its card), and the page's button.
 */
export function PicksBar({ picks, onRemove, children }: PicksBarProps) {
  const bar = useStickyBar<HTMLDivElement>();
  return (
    <div
      ref={bar}
      className="sticky bottom-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom)+0.5rem)] z-30 mt-6"
    >
      <div className="grid gap-3 rounded-xl border bg-background/95 p-3 shadow-lg backdrop-blur md:flex md:items-center md:justify-between">
        <div className="grid min-w-0 gap-2">
          <p className="text-sm font-semibold" aria-live="polite">
            Selected: {picks.length}/{REFERRAL_BAND_COUNT}
          </p>
          {picks.length > 0 ? (
            <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap" aria-label="Your picks">
              {picks.map((pick) => (
                <li key={pick.id} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => onRemove(pick.id)}
                    className="inline-flex max-w-44 items-center gap-1 rounded-full bg-primary/15 py-1 pr-2 pl-3 text-xs font-semibold text-foreground hover:bg-primary/25"
                  >
                    <span className="truncate">{pick.name ?? "…"}</span>
                    <XIcon className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">Remove {pick.name ?? "this band"}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}
