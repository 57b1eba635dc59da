import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

/** A placeholder block shown while data loads; size it like the content it stands for so nothing shifts. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-secondary", className)} {...props} />;
}
