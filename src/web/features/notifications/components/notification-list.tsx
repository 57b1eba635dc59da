import { Link } from "react-router";
import { recentOrIstDate } from "@/shared/datetime";
import { LoadMoreFooter } from "@/web/components/load-more-footer";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { UserAvatar } from "@/web/components/user-avatar";
import { cn } from "@/web/lib/cn";
import { type NotificationItem, useNotifications } from "../api/get-notifications";
import { useMarkRead } from "../api/mark-read";

/**
 * The user's notifications, newest first; the next page loads when the end of the list scrolls
 * into view ('Load more' does the same for keyboards). Unread ones are marked; opening one marks it read.
 */
export function NotificationList() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading your notifications" className="grid gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (list.isError && items.length === 0) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 text-center">
        <p>Unable to load your notifications</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className="py-10 text-center text-muted-foreground">
        No notifications yet. Follow a band or join a thread, and we will tell you what happens.
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Notifications" className="divide-y rounded-xl border bg-card">
        {items.map((item) => (
          <NotificationLine key={item.id} item={item} onOpen={() => !item.read && markRead.mutate(item.id)} />
        ))}
      </ul>
      <LoadMoreFooter list={list} rootMargin="400px" className="mt-3" />
    </>
  );
}

function NotificationLine({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const body = (
    <>
      {item.actor ? (
        <UserAvatar user={{ name: item.actor.name, avatarUrl: item.actor.avatarUrl }} className="size-9 shrink-0" />
      ) : null}
      <span className="min-w-0 flex-1">
        <span className={cn("block text-sm", item.read ? "text-muted-foreground" : "font-semibold")}>
          {item.message}
        </span>
        <time dateTime={item.at} className="block text-xs text-muted-foreground">
          {recentOrIstDate(item.at)}
        </time>
      </span>
      {item.read ? null : (
        <span className="mt-1 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </>
  );
  const className = cn("flex w-full items-start gap-3 p-3 text-left", !item.read && "bg-primary/5");
  return (
    <li data-read={item.read}>
      {item.href ? (
        <Link to={item.href} onClick={onOpen} className={cn(className, "hover:bg-muted/50")}>
          {body}
        </Link>
      ) : (
        <button type="button" onClick={onOpen} className={className}>
          {body}
        </button>
      )}
    </li>
  );
}
