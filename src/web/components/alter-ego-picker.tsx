import { CheckIcon, RefreshCwIcon, SparklesIcon } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAlterEgos } from "@/web/hooks/use-alter-egos";
import { cn } from "@/web/lib/cn";

export const ALTER_EGO_TEXT = {
  refresh: "Refresh until Awesome",
  group: "Pick your alter ego",
} as const;

type AlterEgoPickerProps = {
  /** The chosen name, or null while none is chosen. */
  value: string | null;
  /** A name was picked; null when a refresh took the picked name off the list. */
  onChange: (name: string | null) => void;
};

/**
 * Three generated alter egos (000 §2 step 2, registration2) and 'Refresh until Awesome'; the page
 * around it holds the choice and its '👀 Claim this avatar!' button. A Radix radio group, so it behaves
 * as the WAI-ARIA radio pattern: one tab stop, arrow keys move and choose.
 */
export function AlterEgoPicker({ value, onChange }: AlterEgoPickerProps) {
  const [round, setRound] = useState(0);
  const names = useAlterEgos(round);
  const list: readonly string[] = names.data ?? [];
  // A name chosen before a reload is not among the new ones: it stays on the list, chosen.
  const shown = value && list.length > 0 && !list.includes(value) ? [value, ...list.slice(1)] : list;

  const refresh = () => {
    if (value) onChange(null);
    setRound((current) => current + 1);
  };

  return (
    <div className="grid gap-4">
      {names.isPending ? (
        <div role="status" aria-label="Loading names" className="grid gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : (
        <RadioGroup.Root
          aria-label={ALTER_EGO_TEXT.group}
          value={value ?? ""}
          onValueChange={(name) => onChange(name)}
          className="grid gap-3"
        >
          {shown.map((name) => {
            const chosen = name === value;
            return (
              <RadioGroup.Item
                key={name}
                value={name}
                className={cn(
                  "flex min-h-14 items-center justify-between gap-3 rounded-xl border-2 px-4 py-3 text-left text-lg font-bold break-all transition-colors",
                  chosen ? "border-primary bg-primary/15 text-foreground" : "border-border bg-card hover:bg-secondary",
                )}
              >
                <span className="flex items-center gap-3">
                  <SparklesIcon
                    className={cn("size-5 shrink-0", chosen ? "text-primary-bright" : "text-muted-foreground")}
                    aria-hidden="true"
                  />
                  {name}
                </span>
                <RadioGroup.Indicator>
                  <CheckIcon className="size-5 shrink-0 text-primary-bright" aria-hidden="true" />
                </RadioGroup.Indicator>
              </RadioGroup.Item>
            );
          })}
        </RadioGroup.Root>
      )}
      <Button variant="outline" size="lg" onClick={refresh} disabled={names.isFetching}>
        <RefreshCwIcon className={cn(names.isFetching && "animate-spin")} aria-hidden="true" />
        {ALTER_EGO_TEXT.refresh}
      </Button>
    </div>
  );
}
