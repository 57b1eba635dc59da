import { useId } from "react";

type LabelledSwitchProps = {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** One on/off choice (privacy, notifications): a native checkbox shown as a switch, so keyboard and screen readers just work. */
export function LabelledSwitch({ label, hint, checked, onCheckedChange }: LabelledSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <label htmlFor={id} className="grid gap-0.5 text-sm">
        <span className="font-medium">{label}</span>
        <span id={`${id}-hint`} className="text-muted-foreground">
          {hint}
        </span>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-muted-foreground/40 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:transition-transform checked:bg-primary checked:before:translate-x-5 focus-visible:ring-2 focus-visible:ring-ring"
      />
    </div>
  );
}
