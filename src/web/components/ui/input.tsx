import { SearchIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

/** 16 px text on phones so iOS does not zoom into the field on focus. */
export const fieldClasses =
  "w-full rounded-lg border border-input bg-muted px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

/** ui/select's trigger (with fieldClasses); lazy-choice-select's placeholder wears it too, without Radix. */
export const SELECT_TRIGGER_CLASSES =
  "flex h-11 min-w-0 items-center justify-between gap-2 text-left data-placeholder:text-muted-foreground [&>span]:truncate";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        fieldClasses,
        "h-11 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-20 py-2", className)} {...props} />;
}

type SearchInputProps = ComponentProps<"input"> & {
  /** Places the whole (a positioned box); the rest of the props go to the input. */
  wrapperClassName?: string;
  /** A label read by screen readers only, for a box whose purpose the page shows otherwise. */
  srLabel?: string;
};

/** A search box: a `type="search"` input with the magnifier inside it. */
export function SearchInput({ className, wrapperClassName, srLabel, ...props }: SearchInputProps) {
  return (
    <div className={cn("relative", wrapperClassName)}>
      {srLabel ? (
        <label htmlFor={props.id} className="sr-only">
          {srLabel}
        </label>
      ) : null}
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" className={cn("pl-9", className)} {...props} />
    </div>
  );
}
