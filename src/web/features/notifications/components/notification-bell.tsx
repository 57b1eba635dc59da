import { BellIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { unreadBadgeLabel } from "@/shared/notifications";
import { Button } from "@/web/components/ui/button";
import { useUnreadCount } from "../api/get-unread-count";

/**
 * The header's bell (signed-in users only): its name is 'Notifications'; the red badge shows the
 * unread count (none at 0, '9+' above 9) and moves live. Opens /notifications.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const unread = useUnreadCount(userId).data ?? 0;
  const label = unreadBadgeLabel(unread);
  const countId = useId();
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      {/* Named 'Notifications' by its own hidden text, the count read as a description: with an
          aria-label, the visible count would not be part of the name (WCAG 2.5.3, axe's
          label-content-name-mismatch). */}
      <Link to="/notifications" aria-describedby={label ? countId : undefined}>
        <BellIcon aria-hidden="true" className="size-5" />
        <span className="sr-only">Notifications</span>
        {label ? <span id={countId} className="sr-only">{`${unread} unread`}</span> : null}
        {label ? (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[11px] font-bold text-destructive-foreground"
          >
            {label}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
