import type { ReactNode } from "react";
import { PRODUCT_NAME } from "@/shared/product";
import { cn } from "@/web/lib/cn";

type PageProps = {
  /** The page's name: its <h1> and the browser tab's title. */
  title: string;
  /** Shown under the heading. */
  description?: ReactNode;
  /** Buttons beside the heading (e.g. 'Add your Gig'). */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** The standard page frame inside the app shell: width, padding, heading and document title. */
export function Page({ title, description, actions, className, children }: PageProps) {
  return (
    <div className={cn("mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-8", className)}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-balance md:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted-foreground md:text-base">{description}</p> : null}
        </div>
        {actions ? <div className="flex max-w-full shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
