import { ArrowLeftIcon } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { AlterEgoPicker } from "@/web/components/alter-ego-picker";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { hasAllBands, readBands, readCompleted, readName, writeName } from "../lib/referral-state";
import { useReferralLink } from "../lib/use-referral-link";

/** registration2 (000 §2): the alter ego, as in onboarding step 2; needs the three picks first. */
export default function Registration2Route() {
  const { referralCode, step } = useReferralLink();
  const navigate = useNavigate();
  const [name, setName] = useState(() => readName(referralCode));

  if (readCompleted(referralCode)) return <Navigate to={step(3)} replace />;
  if (!hasAllBands(readBands(referralCode))) return <Navigate to={step(1)} replace />;

  const claim = () => {
    if (!name) return;
    writeName(referralCode, name);
    void navigate(step(3));
  };

  return (
    <Page
      title="Pick your Tribe alter ego"
      description="This is the name the tribe will know you by."
      className="max-w-xl"
    >
      <AlterEgoPicker value={name} onChange={setName} />
      <div className="mt-6 grid gap-3">
        <Button size="lg" disabled={!name} onClick={claim}>
          👀 Claim this avatar!
        </Button>
        <Button asChild variant="ghost">
          <Link to={step(1)}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to your bands
          </Link>
        </Button>
      </div>
    </Page>
  );
}
