import { LogOutIcon, MapPinIcon, TrophyIcon } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { formatIstMonthYear } from "@/shared/datetime";
import { displayNameFor } from "@/shared/display-name";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { UserAvatar } from "@/web/components/user-avatar";
import { useAuth } from "@/web/hooks/use-auth";
import { type Me, useMe } from "@/web/hooks/use-me";
import { ApiError } from "@/web/lib/api-client";
import { type PublicUser, usePublicUser } from "../api/get-public-user";
import { useSignOut } from "../api/sign-out";
import { EditProfileDialog } from "../components/edit-profile-dialog";
import { MyGigs } from "../components/my-gigs";

type ShownProfile = {
  name: string;
  avatar: Parameters<typeof UserAvatar>[0]["user"];
  createdAt: string;
  city: string | null;
  xpPoints: number | null;
};

const fromMe = (me: Me): ShownProfile => ({
  name: displayNameFor(me.user),
  avatar: me.user,
  createdAt: me.user.createdAt,
  city: me.fan?.city ?? null,
  xpPoints: me.fan?.xpPoints ?? null,
});

const fromPublic = (user: PublicUser): ShownProfile => ({
  name: user.displayName,
  avatar: { name: user.displayName, avatarUrl: user.avatarUrl },
  createdAt: user.createdAt,
  city: user.city,
  xpPoints: user.xpPoints,
});

/**
 * /profile/{userId} (000 §2): the picture or initials, name, 'Member since' (from the real account
 * creation date), city and XP. On your own profile, Edit Profile and Sign Out; others see public fields.
 */
export default function ProfileRoute() {
  const { userId = "" } = useParams();
  const { user, loading } = useAuth();
  const own = user?.id === userId;
  const me = useMe();
  const other = usePublicUser(userId, { enabled: !loading && !own });
  const query = own ? me : other;
  const profile = own ? me.data && fromMe(me.data) : other.data && fromPublic(other.data);

  if (profile) {
    return (
      <Page title={own ? "Your Profile" : profile.name} className="max-w-xl">
        <ProfileCard profile={profile} />
        {own && me.data ? <OwnActions me={me.data} /> : null}
        {own ? <MyGigs /> : null}
      </Page>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page title={missing ? "User not found" : "Your Profile"} className="max-w-xl">
        <div role="alert" className="grid justify-items-center gap-4 rounded-xl bg-muted p-6 text-center">
          <p>{missing ? "This profile doesn't exist or has been removed." : "Failed to fetch profile"}</p>
          {missing ? (
            <Button asChild variant="outline">
              <Link to="/">Return to Home</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </Page>
    );
  }
  return (
    <Page title="Your Profile" className="max-w-xl">
      <div role="status" aria-label="Loading profile" className="grid justify-items-center gap-3 rounded-xl border p-6">
        <Skeleton className="size-28 rounded-full" />
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-36" />
        <Skeleton className="h-12 w-full" />
      </div>
    </Page>
  );
}

function ProfileCard({ profile }: { profile: ShownProfile }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-2 pt-6 text-center">
        <UserAvatar user={profile.avatar} className="size-28" initialsClassName="text-4xl" />
        <p className="mt-2 text-2xl font-bold break-words">{profile.name}</p>
        <p className="text-sm text-muted-foreground">Member since {formatIstMonthYear(profile.createdAt)}</p>
        {profile.city ? (
          <p className="flex items-center gap-1 text-sm">
            <MapPinIcon className="size-4 text-primary-bright" aria-hidden="true" />
            {profile.city}
          </p>
        ) : null}
        {profile.xpPoints !== null ? (
          <p className="mt-3 w-full rounded-xl bg-muted p-3">
            <span className="text-muted-foreground">XP Points</span>{" "}
            <span className="text-xl font-extrabold text-primary-bright">{profile.xpPoints}</span>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function OwnActions({ me }: { me: Me }) {
  const { signOut, pending } = useSignOut();
  const [editOpen, setEditOpen] = useState(false);
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      <Button size="lg" onClick={() => setEditOpen(true)}>
        Edit Profile
      </Button>
      <Button size="lg" variant="outline" onClick={() => void signOut()} disabled={pending}>
        <LogOutIcon aria-hidden="true" />
        {pending ? "Signing out..." : "Sign Out"}
      </Button>
      {me.fan ? (
        <Button asChild size="lg" variant="secondary" className="sm:col-span-2">
          <Link to="/leaderboard">
            <TrophyIcon aria-hidden="true" />
            Leaderboard
          </Link>
        </Button>
      ) : null}
      <EditProfileDialog me={me} open={editOpen} onOpenChange={setEditOpen} />
    </div>
  );
}
