import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { type SessionUser, useSession } from "@/web/hooks/use-session";

/**
 * A page of the signed-in user's own: a skeleton while the session is read, a 'Login' prompt for
 * visitors (brought back here after), otherwise `children(user)`.
 */
export function MembersOnlyPage({
  title,
  prompt,
  children,
}: {
  title: string;
  prompt: string;
  children: (user: SessionUser) => ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <Page title={title}>
        <Skeleton className="h-40" />
      </Page>
    );
  }
  const user = session.data?.user;
  if (user) return children(user);
  return (
    <Page title={title}>
      <div className="grid justify-items-center gap-3 py-10 text-center">
        <p>{prompt}</p>
        <Button asChild>
          <Link to="/auth?mode=login" state={{ from: location }}>
            Login
          </Link>
        </Button>
      </div>
    </Page>
  );
}
