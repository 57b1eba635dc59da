import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { UserAvatar } from "@/web/components/user-avatar";
import { usePendingApprovalsCount } from "@/web/features/admin/api/get-pending-count";
import { NotificationBell } from "@/web/features/notifications/components/notification-bell";
import { XpPointsButton } from "@/web/features/xp/components/xp-points-button";
import { useLazyPanel } from "@/web/hooks/use-lazy-panel";
import type { SessionUser } from "@/web/hooks/use-session";

// The drawer (and its forms) is fetched when first wanted, not with the first page.
const loadProfileDrawer = () => import("@/web/features/profile/components/profile-drawer");
const ProfileDrawer = lazy(() => loadProfileDrawer().then((m) => ({ default: m.ProfileDrawer })));

/** The header's right side for a signed-in user (000 §2); loaded lazily by header.tsx. */
export default function SignedInActions({ user }: { user: SessionUser }) {
  const drawer = useLazyPanel(loadProfileDrawer);
  return (
    // gap-1 below 360 px: with the XP button, the bell and the avatar, gap-2 overflowed a 320 px screen.
    <div className="flex min-w-0 flex-wrap items-center justify-end gap-1 min-[360px]:gap-2">
      {user.role === "admin" ? <PendingApprovalsButton /> : <XpPointsButton />}
      <NotificationBell userId={user.id} />
      <button
        type="button"
        {...drawer.trigger}
        // The avatar is drawn 36 px; the button around it is the 44 px target.
        className="grid size-11 place-items-center rounded-full"
        aria-label="Your Profile"
        aria-haspopup="dialog"
      >
        <UserAvatar user={user} className="size-9" />
      </button>
      {drawer.wanted ? (
        <Suspense fallback={null}>
          <ProfileDrawer open={drawer.open} onOpenChange={drawer.setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Admins: 'Pending Approvals' with a red count badge (bands, gigs and venues waiting; refetched every 30 s); no count when it cannot be read. */
function PendingApprovalsButton() {
  const count = usePendingApprovalsCount();
  return (
    <Button asChild variant="outline" size="sm" className="relative">
      <Link to="/admin/band-approvals">
        {/* Phones show 'Pending' so the header fits at 360 px; the name stays 'Pending Approvals'. */}
        <span aria-hidden="true" className="sm:hidden">
          Pending
        </span>
        <span className="max-sm:sr-only">Pending Approvals</span>
        {count !== undefined && count > 0 ? (
          <>
            <span
              aria-hidden="true"
              className="absolute -top-2 -right-2 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[11px] font-bold text-destructive-foreground"
            >
              {count}
            </span>
            <span className="sr-only">: {count} pending</span>
          </>
        ) : null}
      </Link>
    </Button>
  );
}
