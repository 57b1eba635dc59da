import { SearchIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { SignupPromptDialog } from "@/web/components/signup-prompt";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { AuthLinkNotice } from "@/web/features/auth/components/auth-link-notice";
import { useAuth } from "@/web/hooks/use-auth";
import { useRootVariable } from "@/web/hooks/use-root-variable";
import { BrandMark } from "./brand-mark";

// A signed-in user's side of the header (XP or approvals, avatar, live XP over realtime) is its own
// chunk, fetched once the session says someone is signed in: visitors never download it, and it
// kept about 4 KB gzipped out of the first page. The loading placeholder stays up meanwhile.
const SignedInActions = lazy(() => import("./header-signed-in"));
const ACCOUNT_PLACEHOLDER = <Skeleton className="h-8 w-36" />;

export function Header() {
  const { user } = useAuth();
  const ref = useRootVariable<HTMLElement>("--header-block", headerBlock);
  return (
    <header
      ref={ref}
      className="sticky top-0 z-40 border-b bg-background/95 pt-[env(safe-area-inset-top)] data-tall:relative"
    >
      {/* One row at any normal text size; with large text (200 %) the actions wrap under the mark instead
          of pushing the page sideways (WCAG 1.4.4, 1.4.10). */}
      <div className="mx-auto flex min-h-(--header-height) max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-1 min-[360px]:gap-x-3 min-[360px]:px-4 md:px-6">
        <Link to="/" className="-ml-1 flex items-center gap-2 rounded-lg p-1 text-lg font-extrabold tracking-tight">
          <BrandMark className="size-8 shrink-0" />
          {/* On a phone a member's header needs the room for 'XP Points: {n}', a visitor's at 320 px for Login and
              Sign Up: the mark stays, the name is read out. */}
          <span className={user ? "max-[419px]:sr-only" : "max-[379px]:sr-only"}>{PRODUCT_NAME}</span>
        </Link>
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-1.5">
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

/**
 * The header's real height as `--header-block` on <html>, which scroll-padding-top uses (styles.css):
 * when large text wraps the header onto two rows, a control focused by Tab still stops below it. A
 * header that large text has made a quarter of the screen or more gets `data-tall` and scrolls away
 * with the page instead of covering it (WCAG 1.4.10); it is then in front of nothing focus reaches.
 */
function headerBlock(header: HTMLElement) {
  const tall = header.offsetHeight > window.innerHeight / 4;
  header.toggleAttribute("data-tall", tall);
  return tall ? "0px" : `${header.offsetHeight}px`;
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
  if (loading) return ACCOUNT_PLACEHOLDER;
  return user ? (
    <Suspense fallback={ACCOUNT_PLACEHOLDER}>
      <SignedInActions user={user} />
    </Suspense>
  ) : (
    <SignedOutActions />
  );
}

function SignedOutActions() {
  const location = useLocation();
  // /auth sends the user back here once they are signed in.
  const state = location.pathname.startsWith("/auth") ? location.state : { from: location };
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
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
