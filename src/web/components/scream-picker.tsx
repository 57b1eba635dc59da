import { MegaphoneIcon } from "lucide-react";
import { useState } from "react";
import { nextScreamLevel, SCREAM_LABELS, SCREAM_MAX, type ScreamLevel } from "@/shared/scream-o-meter";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

type ScreamPickerProps = {
  /** 'Submit Vote' with the level reached. */
  onSubmit: (level: ScreamLevel) => void;
  /** The vote is on its way: the button waits. */
  pending?: boolean;
};

/**
 * The Scream-O-Meter's picker (001 §4): 'Scream!' raises the level from 1, wrapping 7 → 1; 'Submit
 * Vote' works after the first press. It only picks: the fan's vote (participation) and onboarding's
 * step 1 decide what a submitted level does.
 */
export function ScreamPicker({ onSubmit, pending = false }: ScreamPickerProps) {
  const [level, setLevel] = useState<ScreamLevel>(1);
  const [pressed, setPressed] = useState(false);
  return (
    <div className="grid gap-3 border-t pt-4">
      <p className="text-sm font-semibold text-muted-foreground">How loud are you screaming?</p>
      <LevelBars level={level} label="Your scream" />
      <p className="min-h-7 text-center text-lg font-bold" aria-live="polite">
        {level} · {SCREAM_LABELS[level]}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Button
          size="lg"
          variant="secondary"
          onClick={() => {
            setLevel(nextScreamLevel);
            setPressed(true);
          }}
        >
          <MegaphoneIcon aria-hidden="true" />
          Scream!
        </Button>
        <Button size="lg" disabled={!pressed || pending} onClick={() => onSubmit(level)}>
          {pending ? "Submitting..." : "Submit Vote"}
        </Button>
      </div>
    </div>
  );
}

/** Seven bars lit up to the level: the louder, the taller and hotter. */
export function LevelBars({ level, label }: { level: ScreamLevel; label: string }) {
  return (
    <div
      role="meter"
      aria-valuemin={1}
      aria-valuemax={SCREAM_MAX}
      aria-valuenow={level}
      aria-valuetext={`${level}: ${SCREAM_LABELS[level]}`}
      aria-label={label}
      className="flex h-16 items-end gap-1.5"
    >
      {Array.from({ length: SCREAM_MAX }, (_, i) => (
        <span
          key={i}
          className={cn(
            "flex-1 rounded-md transition-colors duration-200",
            i < level ? (i >= 5 ? "bg-primary" : i >= 3 ? "bg-primary-bright" : "bg-warning") : "bg-secondary",
          )}
          style={{ height: `${30 + i * 11.5}%` }}
        />
      ))}
    </div>
  );
}
