import { ShieldAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { REMOVED_NOTICE } from "@/shared/moderation";

/**
 * The words of a post or comment a moderator may have hidden (issue 16 §4): readers other than its
 * author and admins get only the notice (the server sent no words); the author and admins see the
 * words under a 'removed' mark.
 */
export function Moderated({ item, children }: { item: { removed: boolean; content: string }; children: ReactNode }) {
  if (!item.removed) return children;
  if (item.content === "") {
    return <p className="mt-3 text-sm text-muted-foreground italic">{REMOVED_NOTICE}</p>;
  }
  return (
    <div className="mt-3 grid gap-1 rounded-lg border border-dashed p-3">
      <p className="flex items-center gap-1.5 text-xs font-semibold text-destructive">
        <ShieldAlertIcon className="size-4" aria-hidden="true" />
        Removed by a moderator: only you and admins can see it.
      </p>
      {children}
    </div>
  );
}
