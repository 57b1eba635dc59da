import { type ReactNode, useId } from "react";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

type FieldProps = {
  label: string;
  /** The message under the field; the control gets aria-invalid and aria-describedby for it. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    "aria-required"?: boolean;
  }) => ReactNode;
};

/** The forms mark a required field's label with a trailing '*' (the spec's convention). */
export const isRequiredLabel = (label: string) => /\s\*$/.test(label);

/**
 * A label, a control and its message, wired for screen readers: `<Field label="Email">{(p) => <Input {...p} />}</Field>`.
 * A label ending in '*' also makes the control aria-required, so the star is not the only sign (WCAG 3.3.2).
 */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": message ? messageId : undefined,
        "aria-required": isRequiredLabel(label) || undefined,
      })}
      {message ? (
        <p id={messageId} className={cn("text-sm", error ? "text-red-400" : "text-muted-foreground")}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A form's failure message, announced at once (the spec's browser alert, made part of the page). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-red-300"
    >
      {message}
    </p>
  );
}
