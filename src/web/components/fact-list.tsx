import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

/**
 * A list of labelled facts (a gig's date and venue, a venue's hours and phone) as a description list.
 * Each fact is a div holding only its dt and dd, as HTML allows; the icon sits inside the dt, hidden
 * from screen readers, and is laid beside both (absolute at its place in the text, pulled into the padding).
 */
export function FactList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn("grid", className)}>{children}</dl>;
}

export function Fact({
  icon,
  label,
  children,
  className,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("relative min-h-9 min-w-0 pl-12", className)}>
      <dt className="text-xs tracking-wide text-muted-foreground uppercase">
        <span
          aria-hidden="true"
          className="absolute -ml-12 grid size-9 place-items-center rounded-lg bg-secondary text-primary-bright [&_svg]:size-4"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
