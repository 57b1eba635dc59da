import { SearchIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { SignupPromptDialog } from "@/web/components/signup-prompt";
import { UserAvatar } from "@/web/components/user-avatar";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { usePendingApprovalsCount } from "@/web/features/admin/api/get-pending-count";
import { AuthLinkNotice } from "@/web/features/auth/components/auth-link-notice";
import { XpPointsButton } from "@/web/features/xp/components/xp-points-button";
import { useAuth } from "@/web/hooks/use-auth";
import { useLazyPanel } from "@/web/hooks/use-lazy-panel";
import type { SessionUser } from "@/web/hooks/use-session";

// The drawer (and its forms) is fetched when first wanted, not with the first page.
const loadProfileDrawer = () => import("@/web/features/profile/components/profile-drawer");
const ProfileDrawer = lazy(() => loadProfileDrawer().then((m) => ({ default: m.ProfileDrawer })));

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 pt-[env(safe-area-inset-top)]">
      <div className="mx-auto flex h-(--header-height) max-w-6xl items-center justify-between gap-3 px-4 md:px-6">
        <Link to="/" className="-ml-1 flex items-center gap-2 rounded-lg p-1 text-lg font-extrabold tracking-tight">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-lg" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <div className="flex min-w-0 items-center gap-1.5">
          <SearchLink />
          <HeaderAccount />
        </div>
      </div>
      {/* App-wide pieces that need the router: the sign-up prompt and the confirmation-link notice. */}
      <SignupPromptDialog />
      <AuthLinkNotice />
    </header>
  );
}

/** The site search (/search), keeping the current text when already there. */
function SearchLink() {
  const location = useLocation();
  const to = location.pathname === "/search" ? `/search${location.search}` : "/search";
  return (
    <Button asChild variant="ghost" size="icon" className="shrink-0">
      <Link to={to} aria-label="Search">
        <SearchIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The right side of the header follows the session: a placeholder while it is read, then in or out (000 §2). */
function HeaderAccount() {
  const { user, loading } = useAuth();
  if (loading) return <Skeleton className="h-8 w-36" />;
  return user ? <SignedInActions user={user} /> : <SignedOutActions />;
}

function SignedOutActions() {
  const location = useLocation();
  // /auth sends the user back here once they are signed in.
  const state = location.pathname.startsWith("/auth") ? location.state : { from: location };
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to="/auth?mode=login" state={state}>
          Login
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/auth?mode=signup" state={state}>
          Sign Up
        </Link>
      </Button>
    </div>
  );
}

function SignedInActions({ user }: { user: SessionUser }) {
  const drawer = useLazyPanel(loadProfileDrawer);
  return (
    <div className="flex min-w-0 items-center gap-2">
      {user.role === "admin" ? <PendingApprovalsButton /> : <XpPointsButton />}
      <button
        type="button"
        {...drawer.trigger}
        className="rounded-full"
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
        Pending Approvals
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
