import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { isScreamLevel } from "@/shared/scream-o-meter";
import type { OnboardingEntityType } from "@/shared/validation/onboarding";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-client";
import { createOnboardingSession } from "../api/create-session";
import { updateOnboardingSession } from "../api/update-session";
import { rememberSession, stepPath } from "../lib/steps";
import { EntityMissing } from "./entity-states";
import { OnboardingError, SESSION_ERRORS } from "./session-gate";

/** What the band or artist page hands over when its Scream-O-Meter vote starts onboarding. */
export type StartState = { vote?: number };

/**
 * Step 1 without a session id: creates the session and replaces the URL with the one carrying it.
 * A vote made on the act's page (#step1) comes along and is saved at once, then step 2 follows.
 */
export function StartSession({ entityType, entityId }: { entityType: OnboardingEntityType; entityId: string }) {
  const navigate = useNavigate();
  const { state } = useLocation() as { state: StartState | null };
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);
  const vote = state?.vote;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const where = { entityType, entityId };
    void (async () => {
      try {
        const session = await createOnboardingSession(entityType, entityId);
        rememberSession(where, session.id);
        if (isScreamLevel(vote)) {
          await updateOnboardingSession(session.id, { voteValue: vote });
          return navigate(stepPath(where, session.id, 2), { replace: true });
        }
        await navigate(stepPath(where, session.id, 1), { replace: true });
      } catch (error) {
        setFailure(error);
      }
    })();
  }, [entityType, entityId, vote, navigate]);

  if (failure instanceof ApiError && failure.status === 404) return <EntityMissing entityType={entityType} />;
  if (failure) {
    return (
      <OnboardingError
        title={SESSION_ERRORS.create}
        message={failure instanceof Error ? failure.message : undefined}
        restart={stepPath({ entityType, entityId }, null, 1)}
      />
    );
  }
  return (
    <div role="status" aria-label="Loading" className="grid gap-3 px-4 py-6">
      <Skeleton className="h-40" />
      <Skeleton className="h-10" />
    </div>
  );
}
