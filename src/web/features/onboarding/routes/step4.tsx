import { PartyPopperIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { pointsFor } from "@/shared/xp-actions";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/hooks/use-auth";
import { useCompleteOnboarding } from "../api/complete";
import { OnboardingError, SessionGate } from "../components/session-gate";
import { StepFrame } from "../components/step-frame";
import { type OnboardingSession, stepPath } from "../lib/steps";

const VOTE_XP = pointsFor("onboardingVote");
const JOIN_XP = pointsFor("onboardingJoin");

export const STEP4_TEXT = {
  title: `${PRODUCT_NAME} welcomes you!`,
  earned: `You earned ${VOTE_XP + JOIN_XP} XP (${VOTE_XP} for voting plus ${JOIN_XP} for joining).`,
  explore: `Explore ${PRODUCT_NAME}`,
  signIn: "Log in to finish joining and collect your XP.",
  failed: "Could not finish joining",
} as const;

/** Step 4 (000 §2): the confirmation link lands here signed in; the server pays the 50 XP once. */
export default function OnboardingStep4Route() {
  return (
    <StepFrame step={4} title={STEP4_TEXT.title}>
      <SessionGate step={4}>{(session) => <Finish session={session} />}</SessionGate>
    </StepFrame>
  );
}

function Finish({ session }: { session: OnboardingSession }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const complete = useCompleteOnboarding(session.id);
  const { mutate } = complete;
  const signedIn = Boolean(user);

  // Once per visit; the server makes a repeat (a reload) harmless.
  useEffect(() => {
    if (signedIn) mutate();
  }, [signedIn, mutate]);

  if (loading || (signedIn && (complete.isIdle || complete.isPending))) {
    return (
      <div role="status" aria-label="Loading" className="grid gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (!user) {
    return (
      <div className="grid gap-4">
        <p className="text-muted-foreground">{STEP4_TEXT.signIn}</p>
        <Button asChild size="lg">
          <Link to="/auth?mode=login" state={{ from: location }}>
            Login
          </Link>
        </Button>
      </div>
    );
  }
  if (complete.isError) {
    const restart = stepPath({ entityType: session.entityType, entityId: session.entityId }, null, 1);
    return <OnboardingError title={STEP4_TEXT.failed} message={complete.error.message} restart={restart} />;
  }
  const name = complete.data?.session.selectedName ?? session.selectedName;
  return (
    <div className="grid gap-6 text-center">
      <PartyPopperIcon className="mx-auto size-14 text-primary-bright" aria-hidden="true" />
      <p className="text-lg font-semibold">{STEP4_TEXT.earned}</p>
      <div className="rounded-xl border bg-card px-4 py-5">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Your alter ego</p>
        <p className="mt-1 text-2xl font-bold break-all text-primary-bright">{name}</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">{STEP4_TEXT.explore}</Link>
      </Button>
    </div>
  );
}
