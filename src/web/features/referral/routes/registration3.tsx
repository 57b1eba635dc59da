import { SparklesIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import type { OnboardingSignUp } from "@/shared/validation/auth";
import { CheckEmailCard } from "@/web/components/check-email-card";
import { JoinTribeForm } from "@/web/components/join-tribe-form";
import { Page } from "@/web/components/layout/page";
import { useRegisterReferral } from "../api/register";
import { hasAllBands, readBands, readCompleted, readName, writeCompleted } from "../lib/referral-state";
import { useReferralLink } from "../lib/use-referral-link";

/** registration3 (000 §2): a summary of the choices, then the sign-up; afterwards, the welcome. */
export default function Registration3Route() {
  const { referrerId, referralCode, step } = useReferralLink();
  const [completed, setCompleted] = useState(() => readCompleted(referralCode));
  const register = useRegisterReferral();
  const navigate = useNavigate();
  const bands = readBands(referralCode);
  const name = readName(referralCode);

  if (completed) {
    return (
      <Page title="Join the Tribe" className="max-w-xl">
        <div className="rounded-xl border bg-card p-6">
          {/* The confirmation link signs the new fan in and lands on the home page. */}
          <CheckEmailCard
            title="Welcome to the Tribe!"
            email={completed.email}
            returnTo="/"
            onLogin={() => void navigate("/auth?mode=login")}
          />
        </div>
      </Page>
    );
  }
  // The earliest step whose data is missing (000 §2).
  if (!hasAllBands(bands)) return <Navigate to={step(1)} replace />;
  if (!name) return <Navigate to={step(2)} replace />;

  const join = async (values: OnboardingSignUp) => {
    const answer = await register.mutateAsync({
      referrerId,
      referralCode,
      bandIds: bands,
      displayName: name,
      email: values.email,
      city: values.city,
      password: values.password,
    });
    const record = {
      userId: referrerId,
      referralCode,
      selectedBands: bands,
      selectedName: name,
      selectedCity: values.city,
      email: answer.email,
      completedAt: new Date().toISOString(),
    };
    writeCompleted(referralCode, record);
    setCompleted(record);
  };

  return (
    <Page title="Join the Tribe" description="One last step: create your account." className="max-w-xl">
      <section aria-label="Your choices" className="mb-6 grid grid-cols-2 gap-3">
        <div className="rounded-xl border bg-card p-3">
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <SparklesIcon className="size-3.5" aria-hidden="true" />
            Your alter ego
          </p>
          <p className="mt-1 font-bold break-all">{name}</p>
          <Link to={step(2)} className="mt-1 inline-block text-xs text-primary-bright hover:underline">
            Change<span className="sr-only"> your alter ego</span>
          </Link>
        </div>
        <div className="rounded-xl border bg-card p-3">
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <UsersIcon className="size-3.5" aria-hidden="true" />
            Your bands
          </p>
          <p className="mt-1 font-bold">{bands.length} bands picked</p>
          <Link to={step(1)} className="mt-1 inline-block text-xs text-primary-bright hover:underline">
            Change<span className="sr-only"> your bands</span>
          </Link>
        </div>
      </section>
      <JoinTribeForm submitLabel="🎤 Join the tribe via referral!" pendingLabel="Creating Account..." onSubmit={join} />
    </Page>
  );
}
