import { useState } from "react";
import { useNavigate } from "react-router";
import { AlterEgoPicker } from "@/web/components/alter-ego-picker";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";
import { useUpdateOnboardingSession } from "../api/update-session";
import { SESSION_ERRORS, SessionGate } from "../components/session-gate";
import { StepFrame } from "../components/step-frame";
import { type OnboardingSession, stepPath } from "../lib/steps";

export const STEP2_TEXT = {
  title: "Pick your Tribe alter ego",
  claim: "👀 Claim this avatar!",
  claiming: "Claiming...",
} as const;

/** Step 2 (000 §2): three generated names; the chosen one is saved as selected_name. */
export default function OnboardingStep2Route() {
  return (
    <StepFrame
      step={2}
      title={STEP2_TEXT.title}
      description="This is how the tribe will know you. Pick the one that feels loud."
    >
      <SessionGate step={2}>{(session) => <PickName session={session} />}</SessionGate>
    </StepFrame>
  );
}

function PickName({ session }: { session: OnboardingSession }) {
  const navigate = useNavigate();
  const [name, setName] = useState<string | null>(session.selectedName);
  const update = useUpdateOnboardingSession(session.id);
  const where = { entityType: session.entityType, entityId: session.entityId };

  const claim = () => {
    if (!name) return;
    update.mutate(
      { selectedName: name },
      {
        onSuccess: () => void navigate(stepPath(where, session.id, 3)),
        onError: (error) => toast.error(SESSION_ERRORS.update, { description: error.message }),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <AlterEgoPicker value={name} onChange={setName} />
      <Button size="lg" disabled={!name || update.isPending} onClick={claim}>
        {update.isPending ? STEP2_TEXT.claiming : STEP2_TEXT.claim}
      </Button>
    </div>
  );
}
