import { Link } from "react-router";
import { Page } from "@/web/components/layout/page";
import { MembersOnlyPage } from "@/web/components/members-only-page";
import { Button } from "@/web/components/ui/button";
import { useUnreadCount } from "../api/get-unread-count";
import { useMarkAllRead } from "../api/mark-read";
import { NotificationList } from "../components/notification-list";
import { PhoneAlerts } from "../components/phone-alerts";

/** /notifications: the signed-in user's notification centre (issue 13). */
export default function NotificationsPage() {
  return (
    <MembersOnlyPage title="Notifications" prompt="Log in to see your notifications.">
      {(user) => (
        <Page
          title="Notifications"
          actions={
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/settings/notifications">Settings</Link>
              </Button>
              <MarkAllRead userId={user.id} />
            </>
          }
        >
          <div className="grid gap-4">
            <PhoneAlerts />
            <NotificationList />
          </div>
        </Page>
      )}
    </MembersOnlyPage>
  );
}

function MarkAllRead({ userId }: { userId: string }) {
  const unread = useUnreadCount(userId).data ?? 0;
  const markAll = useMarkAllRead();
  return (
    <Button variant="outline" size="sm" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
      Mark all as read
    </Button>
  );
}
