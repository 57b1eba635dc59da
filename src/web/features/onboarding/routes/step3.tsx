import { useNavigate } from "react-router";
import { CheckEmailCard } from "@/web/components/check-email-card";
import { JoinTribeForm } from "@/web/components/join-tribe-form";
import { Card, CardContent } from "@/web/components/ui/card";
import { useRegisterOnboarding } from "../api/register";
import { SessionGate } from "../components/session-gate";
import { StepFrame } from "../components/step-frame";
import { type OnboardingSession, stepPath } from "../lib/steps";

export const STEP3_TEXT = {
  title: "Join the Tribe",
  submit: "🎤 Join the tribe to discover other artists",
  pending: "Creating Account...",
} as const;

/** Step 3 (000 §2): the sign-up; afterwards (and after a reload) 'Check Your Email!'. */
export default function OnboardingStep3Route() {
  return (
    <StepFrame step={3} title={STEP3_TEXT.title}>
      <SessionGate step={3}>{(session) => <JoinStep session={session} />}</SessionGate>
    </StepFrame>
  );
}

function JoinStep({ session }: { session: OnboardingSession }) {
  const navigate = useNavigate();
  const register = useRegisterOnboarding(session.id);
  const step4 = stepPath({ entityType: session.entityType, entityId: session.entityId }, session.id, 4);

  if (session.registered && session.email) {
    return (
      <Card>
        <CardContent className="pt-6">
          <CheckEmailCard email={session.email} returnTo={step4} onLogin={() => void navigate("/auth")} />
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">
        You're joining as <strong className="break-all text-foreground">{session.selectedName}</strong>.
      </p>
      <JoinTribeForm
        submitLabel={STEP3_TEXT.submit}
        pendingLabel={STEP3_TEXT.pending}
        onSubmit={async (values) => {
          await register.mutateAsync(values);
        }}
      />
    </div>
  );
}
