import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/shared/product";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { celebrateXp } from "@/web/components/xp-celebration";
import { useAuth } from "@/web/hooks/use-auth";
import { useMissionReward } from "../api/read-mission";
import { Founders } from "../components/founders";
import { MissionRewardBanner } from "../components/mission-reward-banner";
import { MISSION, WELCOME_TITLE, WHY_IT_MATTERS } from "../content";

/** /about (000 §2): mission, why it matters, who we are, and 'Join the tribe'. */
export default function AboutRoute() {
  const { user } = useAuth();
  const outcome = useMissionReward(user?.role === "fan" ? user.id : null);
  const paid = outcome?.awarded ? outcome : undefined;

  // The toast and confetti once per reward, even if the page renders again.
  const celebrated = useRef<object | null>(null);
  useEffect(() => {
    if (!paid || celebrated.current === paid) return;
    celebrated.current = paid;
    celebrateXp(paid, { title: WELCOME_TITLE, description: `You earned ${paid.points} XP for reading our mission.` });
  }, [paid]);

  return (
    <Page title="About Us" description={PRODUCT_TAGLINE}>
      <div className="grid gap-10">
        {paid ? <MissionRewardBanner points={paid.points} /> : null}

        <section aria-labelledby="mission" className="grid gap-3">
          <h2 id="mission" className="text-xl font-bold">
            Our Mission
          </h2>
          <p className="max-w-3xl text-lg text-balance">{MISSION}</p>
        </section>

        <section aria-labelledby="why" className="grid gap-4">
          <h2 id="why" className="text-xl font-bold">
            Why It Matters
          </h2>
          <ul className="grid gap-3 md:grid-cols-3">
            {WHY_IT_MATTERS.map((point) => (
              <li key={point.title} className="rounded-2xl border bg-card p-4">
                <h3 className="font-semibold">{point.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{point.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="who" className="grid gap-4">
          <h2 id="who" className="text-xl font-bold">
            Who We Are
          </h2>
          <p className="max-w-3xl text-muted-foreground">
            {PRODUCT_NAME} is made by four people who have spent their lives in India's independent music scene: on
            stage, behind the desk and in the crowd.
          </p>
          <Founders />
        </section>

        <JoinTheTribe signedIn={Boolean(user)} />
      </div>
    </Page>
  );
}

function JoinTheTribe({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="join"
      className="grid justify-items-center gap-3 rounded-2xl bg-gradient-to-br from-primary/25 to-secondary p-6 text-center"
    >
      <h2 id="join" className="text-2xl font-extrabold">
        {signedIn ? "You're part of the tribe" : "Join the tribe"}
      </h2>
      <p className="max-w-xl text-muted-foreground">
        {signedIn
          ? "Scream for the artists you love, follow bands and get to more gigs: every action earns XP."
          : "Discover indie artists, vote for the ones you love, chat with other fans and earn tribe points."}
      </p>
      <Button asChild size="lg">
        {signedIn ? <Link to="/artists">Explore Artists</Link> : <Link to="/auth?mode=signup">Join the tribe</Link>}
      </Button>
    </section>
  );
}
