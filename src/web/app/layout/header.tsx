import { Link } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useSession, type SessionUser } from "@/web/features/auth/api/use-session";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 pt-[env(safe-area-inset-top)]">
      <div className="mx-auto flex h-(--header-height) max-w-6xl items-center justify-between gap-3 px-4 md:px-6">
        <Link to="/" className="-ml-1 flex items-center gap-2 rounded-lg p-1 text-lg font-extrabold tracking-tight">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-lg" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <HeaderAccount />
      </div>
    </header>
  );
}

/** The right side of the header follows the session: a placeholder while it is read, then in or out. */
function HeaderAccount() {
  const session = useSession();
  if (session.isPending) {
    return <Skeleton className="h-8 w-36" />;
  }
  return session.data ? <SignedInActions user={session.data.user} /> : <SignedOutActions />;
}

function SignedOutActions() {
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to="/auth?mode=login">Login</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/auth?mode=signup">Sign Up</Link>
      </Button>
    </div>
  );
}

function SignedInActions({ user }: { user: SessionUser }) {
  const label = user.name || user.email;
  return (
    <Link to={`/profile/${user.id}`} className="rounded-full" aria-label="Your Profile">
      <Avatar className="size-9">
        {user.image ? <AvatarImage src={user.image} alt="" /> : null}
        <AvatarFallback>{label.charAt(0) || "U"}</AvatarFallback>
      </Avatar>
    </Link>
  );
}
