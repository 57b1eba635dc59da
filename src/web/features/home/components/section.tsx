import type { ReactNode } from "react";
import { Link } from "react-router";

type SectionProps = { id: string; title: string; viewAll?: string; subtitle?: ReactNode; children: ReactNode };

/** A home section: heading (with an optional 'View All' link) and its content. */
export function HomeSection({ id, title, viewAll, subtitle, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 grid-cols-1 gap-4">
      {/* Wraps with large text: 'View All' goes under the title rather than off the screen. */}
      <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-bold tracking-tight md:text-2xl">
            {title}
          </h2>
          {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
        </div>
        {viewAll ? (
          // 44 px tall to the finger (12 px above and below the line) without moving the line.
          <Link to={viewAll} className="-my-3 shrink-0 py-3 text-sm font-semibold text-primary-bright hover:underline">
            View All
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A section's failure, in the words of 001 §8. */
export function SectionError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl border border-destructive/50 bg-destructive/10 p-4 text-sm text-red-300">
      {message}
    </p>
  );
}
