import { cn } from "@/web/lib/cn";
import { Button } from "./ui/button";

/** What a panel shows when its data could not be read: the message, announced, and a way to try again. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn("grid justify-items-center gap-3 text-center", className)}>
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
