import { BadgeCheckIcon, CalendarPlusIcon, PencilIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/lazy-dialog";
import { useHydrated } from "@/web/hooks/use-hydrated";
import { useSession } from "@/web/hooks/use-session";
import { type PagePath, usePageAccess } from "@/web/lib/page-access";

// Forms (zod, react-hook-form) are downloaded when a member can use them, not with the page.
const ClaimForm = lazy(() => import("./claim-form").then((m) => ({ default: m.ClaimForm })));
const PageTeamButton = lazy(() => import("./page-team-dialog").then((m) => ({ default: m.PageTeamButton })));

/**
 * A page's manager actions for the signed-in member: 'Edit Page' for its managers, 'Claim this page'
 * on a page nobody owns, or word that their claim waits for review. Admins keep their own edit link
 * (and claim nothing: they may edit every page already).
 */
export function PageActions({
  kind,
  id,
  name,
  adminLink = true,
}: {
  kind: PagePath;
  id: string;
  name: string;
  /** The page shows admins an edit link of its own ('Edit Profile', 'Edit Venue'). */
  adminLink?: boolean;
}) {
  const { access } = usePageAccess(kind, id);
  const isAdmin = useSession().data?.user.role === "admin";
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  if (!access || (isAdmin && adminLink)) return null;
  if (access.canEdit) {
    return (
      <>
        <Button asChild variant="outline">
          <Link to={`/${kind}/${id}/edit`}>
            <PencilIcon aria-hidden="true" />
            Edit Page
          </Link>
        </Button>
        {kind === "bands" || kind === "venues" ? (
          <Button asChild variant="outline">
            <Link to={`/${kind}/${id}/announce-gig`}>
              <CalendarPlusIcon aria-hidden="true" />
              Announce a Gig
            </Link>
          </Button>
        ) : null}
        {access.role === "owner" && hydrated ? (
          <Suspense fallback={null}>
            <PageTeamButton kind={kind} id={id} name={name} />
          </Suspense>
        ) : null}
      </>
    );
  }
  if (access.hasOpenClaim)
    return <p className="self-center text-sm text-muted-foreground">Your claim is under review</p>;
  // A server-rendered button does nothing until React takes over: show it once it can open the dialog.
  if (!access.canClaim || !hydrated) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <BadgeCheckIcon aria-hidden="true" />
        Claim this page
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Claim {name}</DialogTitle>
            <DialogDescription>
              Run this page? Tell us who you are and share links that show it. An admin reviews every claim.
            </DialogDescription>
          </DialogHeader>
          {open ? (
            <Suspense fallback={null}>
              <ClaimForm kind={kind} id={id} onDone={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
