import type { ReactNode } from "react";
import { PRODUCT_NAME } from "@/shared/product";
import { cn } from "@/web/lib/cn";
import type { Step } from "../lib/steps";

type StepFrameProps = {
  step: Step;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A step's narrow column: progress dots, the heading and the step's content. */
export function StepFrame({ step, title, description, children, className }: StepFrameProps) {
  return (
    <div className={cn("mx-auto w-full max-w-md px-4 py-6 md:py-10", className)}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Step {step} of 4</p>
      <div className="mt-2 grid grid-cols-4 gap-1.5" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className={cn("h-1.5 rounded-full", n <= step ? "bg-primary" : "bg-secondary")} />
        ))}
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-balance md:text-3xl">{title}</h1>
      {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
