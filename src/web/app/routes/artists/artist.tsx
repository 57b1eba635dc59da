import { MicVocalIcon } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { ProfileHero, ProfileHeroSkeleton } from "@/web/components/profile/profile-hero";
import { ScreamOMeterSummary } from "@/web/components/profile/scream-o-meter-summary";
import { Button } from "@/web/components/ui/button";
import { useArtist } from "@/web/features/artists/api/get-artist";
import { ArtistGigs } from "@/web/features/artists/components/artist-gigs";
import { PageActions } from "@/web/features/page-managers/components/page-actions";
import { FollowButton } from "@/web/features/participation/components/follow-buttons";
import { ScreamVote } from "@/web/features/participation/components/scream-vote";
import { ShareMenu } from "@/web/features/participation/components/share-menu";
import { useHashScroll } from "@/web/hooks/use-hash-scroll";
import { useHydratedHash } from "@/web/hooks/use-hydrated-hash";
import { useSession } from "@/web/hooks/use-session";
import { ArtistGossip } from "./artist-gossip";

/** 001 §8: the artist page's two error texts. */
const NO_ID = "No artist ID provided";
const FETCH_FAILED = "Failed to fetch artist details";

function ArtistError({ reason }: { reason: string }) {
  return (
    <div className="mx-auto grid max-w-lg place-items-center gap-3 px-4 py-16 text-center">
      <title>{`Artist Not Found · ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold">Artist Not Found</h1>
      <p className="text-red-400">{reason}</p>
      <Button asChild variant="outline">
        <Link to="/artists">Discover Artists &amp; Bands</Link>
      </Button>
    </div>
  );
}

/** /artists/:userId, the artist page (001 §2), with the #scream-o-meter and #tribe-gossip anchors. */
export default function ArtistRoute() {
  const { userId = "" } = useParams();
  const id = userId.trim();
  const artist = useArtist(id);
  useHashScroll(artist.isSuccess, ["#step1"]);
  // #step1 is the onboarding mode (000 §2): a signed-out visitor's vote starts onboarding.
  const hash = useHydratedHash();
  const session = useSession();
  const onboarding = hash === "#step1" && session.data === null;
  const navigate = useNavigate();

  if (!id) return <ArtistError reason={NO_ID} />;
  if (artist.isPending) return <ProfileHeroSkeleton />;
  if (artist.isError) return <ArtistError reason={FETCH_FAILED} />;

  const profile = artist.data;
  return (
    <article className="pb-10">
      <title>{`${profile.name} · ${PRODUCT_NAME}`}</title>
      <ProfileHero
        name={profile.name}
        typeLabel="Artist"
        genres={profile.genres}
        location={profile.location}
        followerCount={profile.followerCount}
        isVerified={profile.isVerified}
        avatarUrl={profile.avatarUrl}
        bannerUrl={profile.profileBannerUrl}
        fallbackIcon={MicVocalIcon}
        actions={
          <>
            <FollowButton kind="artist" id={id} size="default" onChange={() => void artist.refetch()} />
            <ShareMenu entityType="artist" entityId={id} title={`${profile.name} on ${PRODUCT_NAME}`} size="default" />
            <PageActions kind="artists" id={id} name={profile.name} adminLink={false} />
          </>
        }
      />
      <div className="mx-auto mt-6 grid max-w-6xl gap-8 px-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:px-6">
        <div className="grid content-start gap-8">
          {profile.bio ? (
            <section aria-labelledby="artist-bio-title">
              <h2 id="artist-bio-title" className="text-lg font-bold">
                About {profile.name}
              </h2>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-muted-foreground">{profile.bio}</p>
            </section>
          ) : null}
          <ScreamOMeterSummary average={profile.votingAverage} voteCount={profile.voteCount} kind="artist">
            {/* Participation: the fan's vote. */}
            <ScreamVote
              kind="artist"
              id={id}
              onVoted={() => void artist.refetch()}
              onVote={
                onboarding
                  ? (level) => void navigate(`/onboarding/artist/${id}/step1`, { state: { vote: level } })
                  : undefined
              }
            />
          </ScreamOMeterSummary>
          <ArtistGigs userId={id} />
        </div>
        <ArtistGossip userId={id} />
      </div>
    </article>
  );
}
