import { MicVocalIcon, UsersIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { ONBOARDING_ENTITY_TYPES, type OnboardingEntityType } from "@/shared/validation/onboarding";
import { ProfileHero, ProfileHeroSkeleton } from "@/web/components/profile/profile-hero";
import { ScreamPicker } from "@/web/components/scream-picker";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { useOnboardingEntity } from "../api/get-entity";
import { useUpdateOnboardingSession } from "../api/update-session";
import { EntityLoadError, EntityMissing } from "../components/entity-states";
import { SESSION_ERRORS, SessionGate, useOnboardingParams } from "../components/session-gate";
import { StartSession } from "../components/start-session";
import { StepFrame } from "../components/step-frame";
import { type OnboardingSession, stepPath } from "../lib/steps";

const isEntityType = (value: string): value is OnboardingEntityType =>
  (ONBOARDING_ENTITY_TYPES as readonly string[]).includes(value);

/** Step 1 (000 §2): the act, its Scream-O-Meter and '{name} are growing their tribe'. */
export default function OnboardingStep1Route() {
  const { where, sessionId } = useOnboardingParams();
  const { entityType, entityId } = where;
  if (!isEntityType(entityType) || !entityId) return <EntityMissing entityType={entityType} />;
  if (!sessionId) return <StartSession entityType={entityType} entityId={entityId} />;
  return <SessionGate step={1}>{(session) => <RateEntity session={session} />}</SessionGate>;
}

function RateEntity({ session }: { session: OnboardingSession }) {
  const navigate = useNavigate();
  const entity = useOnboardingEntity(session.entityType, session.entityId);
  const update = useUpdateOnboardingSession(session.id);
  const where = { entityType: session.entityType, entityId: session.entityId };

  if (entity.isPending) return <ProfileHeroSkeleton />;
  if (entity.isError) {
    if (entity.error instanceof ApiError && entity.error.status === 404)
      return <EntityMissing entityType={session.entityType} />;
    return <EntityLoadError message={entity.error.message} />;
  }
  const act = entity.data;
  const vote = (voteValue: number) =>
    update.mutate(
      { voteValue },
      {
        onSuccess: () => void navigate(stepPath(where, session.id, 2)),
        onError: (error) => toast.error(SESSION_ERRORS.update, { description: error.message }),
      },
    );

  return (
    <article className="pb-10">
      <ProfileHero
        nameAs="p"
        name={act.name}
        typeLabel={session.entityType === "artist" ? "Artist" : "Band"}
        genres={act.genres}
        location={act.location}
        followerCount={act.followerCount}
        isVerified={act.isVerified}
        avatarUrl={act.avatarUrl}
        bannerUrl={act.profileBannerUrl}
        fallbackIcon={session.entityType === "artist" ? MicVocalIcon : UsersIcon}
      />
      <StepFrame
        step={1}
        title={`${act.name} are growing their tribe`}
        description="Scream for them to join their tribe."
      >
        {act.bio ? <p className="mb-6 leading-relaxed whitespace-pre-line text-muted-foreground">{act.bio}</p> : null}
        <section aria-labelledby="onboarding-scream-title" className="grid gap-4 rounded-xl border bg-card p-4">
          <h2 id="onboarding-scream-title" className="text-lg font-bold">
            Scream-O-Meter
          </h2>
          <ScreamPicker onSubmit={vote} />
        </section>
      </StepFrame>
    </article>
  );
}
