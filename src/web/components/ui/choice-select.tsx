import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export type Choice = { value: string; label: string };
export type ChoiceSelectProps = {
  /** The accessible name of the combobox ('Genre', 'Location'). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
  className?: string;
  /** Opened as it mounts: lazy-choice-select mounts it on the click that asked for the list. */
  defaultOpen?: boolean;
};

/** A single choice among a few fixed ones (the list pages' filters), on Radix's select. */
export function ChoiceSelect({ label, value, onValueChange, choices, className, defaultOpen }: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
