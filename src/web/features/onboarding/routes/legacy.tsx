import { Navigate, useLocation, useParams } from "react-router";
import { rememberedSession, type Step, stepPath } from "../lib/steps";

/**
 * Legacy /bands/{bandId}/step1…step4 (000 §2): into the matching onboarding route, resuming the
 * session last started here for that band (its guard then picks the right step), else step 1.
 */
export function LegacyStepRedirect({ step }: { step: Step }) {
  const { bandId = "" } = useParams();
  const { search, state } = useLocation();
  const where = { entityType: "band", entityId: bandId };
  const sessionId = rememberedSession(where);
  return <Navigate to={`${stepPath(where, sessionId, sessionId ? step : 1)}${search}`} state={state} replace />;
}

/** One page per legacy step, for the router (pages take no props). */
export const legacySteps = ([1, 2, 3, 4] as const).map((step) => {
  const LegacyStep = () => <LegacyStepRedirect step={step} />;
  return LegacyStep;
});
