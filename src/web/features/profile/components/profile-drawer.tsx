import { LayoutDashboardIcon, LogOutIcon, PencilIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatIstMonthYear } from "@/shared/datetime";
import { displayNameFor } from "@/shared/display-name";
import { StreakSummary } from "@/web/components/profile/streak-summary";
import { Button } from "@/web/components/ui/button";
import { Separator } from "@/web/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/web/components/ui/sheet";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useManagedPages } from "@/web/hooks/use-managed-pages";
import { type Me, useMe } from "@/web/hooks/use-me";
import { useIsMobile } from "@/web/hooks/use-media-query";
import { useSignOut } from "../api/sign-out";
import { AvatarPicker } from "./avatar-picker";
import { BadgesGrid } from "./badges-grid";
import { EditProfileDialog } from "./edit-profile-dialog";
import { EmailWarning } from "./email-warning";
import { InviteFriendsMenu } from "./invite-friends-menu";
import { LevelAvatar } from "./level-avatar";

type ProfileDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Your Profile' (000 §2): opened from the header avatar. A sheet from the right on desktop, from the bottom on phones. */
export function ProfileDrawer({ open, onOpenChange }: ProfileDrawerProps) {
  const isMobile = useIsMobile();
  const me = useMe();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side={isMobile ? "bottom" : "right"} className="gap-5">
        <SheetHeader>
          <SheetTitle>Your Profile</SheetTitle>
          <SheetDescription className="sr-only">Your account, XP and badges</SheetDescription>
        </SheetHeader>
        {me.data ? (
          <ProfileDetails me={me.data} onClose={() => onOpenChange(false)} />
        ) : me.isError ? (
          <div role="alert" className="grid gap-3 text-center">
            <p>Failed to fetch profile</p>
            <Button variant="outline" onClick={() => void me.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div role="status" aria-label="Loading your profile" className="grid gap-4">
            <div className="flex items-center gap-4">
              <Skeleton className="size-20 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            </div>
            <Skeleton className="h-12" />
            <Skeleton className="h-24" />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function ProfileDetails({ me, onClose }: { me: Me; onClose: () => void }) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const { signOut, pending: signingOut } = useSignOut(onClose);
  const name = displayNameFor(me.user);

  return (
    <>
      {me.user.emailVerified ? null : <EmailWarning email={me.user.email} />}
      <div className="flex items-center gap-4">
        <button type="button" onClick={() => setPickerOpen(true)} className="group relative rounded-full">
          {/* Named by hidden text, not aria-label: the picture's initials and level are its look, not its
              name, and an aria-label that leaves out visible text fails 2.5.3 (label in name). */}
          <span className="sr-only">Choose your avatar</span>
          <span aria-hidden="true">
            <LevelAvatar me={me} />
          </span>
          <span className="absolute top-0 left-0 grid size-7 place-items-center rounded-full bg-secondary text-foreground shadow group-hover:bg-secondary-hover">
            <PencilIcon className="size-3.5" aria-hidden="true" />
          </span>
        </button>
        <div className="min-w-0">
          <p className="truncate text-xl font-bold">{name}</p>
          <p className="text-sm text-muted-foreground">Member since {formatIstMonthYear(me.user.createdAt)}</p>
          <Link
            to={`/profile/${me.user.id}`}
            onClick={onClose}
            className="text-sm font-semibold text-primary-bright underline-offset-4 hover:underline"
          >
            View profile page
          </Link>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-muted p-3">
        {me.fan ? (
          <p className="text-sm">
            <span className="text-muted-foreground">XP Points</span>{" "}
            <span className="text-lg font-extrabold text-primary-bright">{me.fan.xpPoints}</span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground capitalize">{me.user.role}</p>
        )}
        <Button variant="outline" size="sm" onClick={() => setEditOpen(true)}>
          Edit Profile
        </Button>
      </div>
      <MyPagesLink onClose={onClose} />
      {me.fan ? <StreakSummary /> : null}
      {me.fan ? <BadgesGrid /> : null}
      <InviteFriendsMenu userId={me.user.id} />
      <Separator />
      <Button variant="ghost" size="lg" className="text-red-400" onClick={() => void signOut()} disabled={signingOut}>
        <LogOutIcon aria-hidden="true" />
        {signingOut ? "Signing out..." : "Sign Out"}
      </Button>
      <AvatarPicker open={pickerOpen} onOpenChange={setPickerOpen} currentUrl={me.user.avatarUrl} />
      <EditProfileDialog me={me} open={editOpen} onOpenChange={setEditOpen} />
    </>
  );
}

/** 'My Pages' (issue 12 item 6): only for members who run a band, artist page or venue. */
function MyPagesLink({ onClose }: { onClose: () => void }) {
  const pages = useManagedPages().data ?? [];
  if (pages.length === 0) return null;
  return (
    <Button asChild variant="outline" className="justify-start">
      <Link to="/manage" onClick={onClose}>
        <LayoutDashboardIcon aria-hidden="true" />
        My Pages
      </Link>
    </Button>
  );
}
