import { PencilIcon, UsersIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { ProfileHero, ProfileHeroSkeleton } from "@/web/components/profile/profile-hero";
import { ScreamOMeterSummary } from "@/web/components/profile/scream-o-meter-summary";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useBand } from "@/web/features/bands/api/get-band";
import { BandAbout } from "@/web/features/bands/components/band-about";
import { BandNotFound } from "@/web/features/bands/components/band-not-found";
import { type BandTab, BandTabs, tabForHash } from "@/web/features/bands/components/band-tabs";
import { PageActions } from "@/web/features/page-managers/components/page-actions";
import { CityDemand } from "@/web/features/participation/components/city-demand";
import { BringToMyCityButton, FollowButton } from "@/web/features/participation/components/follow-buttons";
import { ScreamVote } from "@/web/features/participation/components/scream-vote";
import { ShareMenu } from "@/web/features/participation/components/share-menu";
import { useHashScroll } from "@/web/hooks/use-hash-scroll";
import { useHydratedHash } from "@/web/hooks/use-hydrated-hash";
import { useSession } from "@/web/hooks/use-session";
import { ApiError } from "@/web/lib/api-client";
import { BandGossip } from "./band-gossip";

// 'Gigs & Highlights' is the closed tab unless the visitor opens it: its code (the gigs carousel,
// the gig cards, Fan Pics) is downloaded then, or when the pointer comes over its tab (issue 20).
const loadGigsTab = () =>
  Promise.all([
    import("@/web/features/bands/components/band-gigs"),
    import("@/web/features/participation/components/fan-pics"),
  ]);
const BandGigs = lazy(() => loadGigsTab().then(([gigs]) => ({ default: gigs.BandGigs })));
const FanPics = lazy(() => loadGigsTab().then(([, pics]) => ({ default: pics.FanPics })));

/** #step1 is the onboarding mode (000 §2): the vote only, without follow buttons or tabs. */
const ONBOARDING_HASH = "#step1";

/** /bands/:bandId, the band profile (001 §2): the bands feature's profile with participation's widgets. */
export default function BandRoute() {
  const { bandId = "" } = useParams();
  const id = bandId.trim();
  const hash = useHydratedHash();
  const band = useBand(id);
  const session = useSession();
  const [tab, setTab] = useState<BandTab>(() => tabForHash(hash) ?? "gossip");
  const onboarding = hash === ONBOARDING_HASH;
  const navigate = useNavigate();

  // Following an anchor link into the other tab opens that tab first, so the anchor exists.
  useEffect(() => {
    const wanted = tabForHash(hash);
    if (wanted) setTab(wanted);
  }, [hash]);
  useHashScroll(band.isSuccess, [ONBOARDING_HASH]);

  if (!id) return <BandNotFound reason="Band ID is required" />;
  if (band.isPending) return <ProfileHeroSkeleton />;
  if (band.isError) {
    const missing = band.error instanceof ApiError && band.error.status === 404;
    return <BandNotFound reason={missing ? "Band not found" : "Failed to fetch band details"} />;
  }

  const profile = band.data;
  const isAdmin = session.data?.user.role === "admin";
  return (
    <article className="pb-10">
      <title>{`${profile.name} · ${PRODUCT_NAME}`}</title>
      <ProfileHero
        name={profile.name}
        typeLabel="Band"
        genres={profile.primaryGenre ? [profile.primaryGenre] : []}
        location={profile.location}
        followerCount={profile.followerCount}
        isVerified={profile.isVerified}
        avatarUrl={profile.avatarUrl}
        bannerUrl={profile.profileBannerUrl}
        fallbackIcon={UsersIcon}
        details={profile.formationYear ? <span>Formed {profile.formationYear}</span> : null}
        // Follow, Bring to My City and Share (participation) are hidden in onboarding mode.
        actions={
          <>
            {onboarding ? null : (
              <>
                <FollowButton kind="band" id={profile.id} size="default" onChange={() => void band.refetch()} />
                <BringToMyCityButton bandId={profile.id} size="default" />
                <ShareMenu
                  entityType="band"
                  entityId={profile.id}
                  title={`${profile.name} on ${PRODUCT_NAME}`}
                  size="default"
                />
              </>
            )}
            <PageActions kind="bands" id={profile.id} name={profile.name} />
            {isAdmin ? (
              <Button asChild variant="outline">
                <Link to={`/bands/${profile.id}/edit`}>
                  <PencilIcon aria-hidden="true" />
                  Edit Profile
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <div className="mx-auto mt-6 grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 md:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <BandAbout band={profile} />
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <ScreamOMeterSummary average={profile.votingAverage} voteCount={profile.voteCount} kind="band">
            {/* Participation: the fan's vote (onboarding hands its own onVote here). */}
            <ScreamVote
              kind="band"
              id={profile.id}
              onVoted={() => void band.refetch()}
              // A signed-out visitor's vote starts onboarding: step 1 saves it and goes on to step 2.
              onVote={
                onboarding && session.data === null
                  ? (level) => void navigate(`/onboarding/band/${profile.id}/step1`, { state: { vote: level } })
                  : undefined
              }
            />
          </ScreamOMeterSummary>
          {onboarding ? null : <CityDemand bandId={profile.id} />}
        </div>
        {onboarding ? null : (
          <div className="lg:col-span-2">
            <BandTabs
              value={tab}
              onValueChange={setTab}
              gossip={<BandGossip bandId={profile.id} />}
              onGigsIntent={() => void loadGigsTab()}
              gigs={
                <Suspense fallback={<Skeleton role="status" aria-label="Loading gigs" className="h-72" />}>
                  <BandGigs bandId={profile.id} fanPics={<FanPics bandId={profile.id} />} />
                </Suspense>
              }
            />
          </div>
        )}
      </div>
    </article>
  );
}
