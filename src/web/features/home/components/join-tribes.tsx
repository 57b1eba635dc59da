import { UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { useSignupPrompt } from "@/web/components/signup-prompt";
import { Button } from "@/web/components/ui/button";
import { useSession } from "@/web/hooks/use-session";

/** 'Join more artist tribes!' (000 §2 item 5): Explore Artists, or the sign-up prompt for visitors. */
export function JoinTribes() {
  const session = useSession();
  const { prompt } = useSignupPrompt();
  return (
    <section
      aria-labelledby="join-tribes"
      className="flex flex-col items-start gap-4 rounded-2xl border bg-gradient-to-r from-primary/20 via-card to-card p-5 md:flex-row md:items-center md:justify-between md:p-8"
    >
      <div>
        <h2 id="join-tribes" className="text-xl font-bold tracking-tight md:text-2xl">
          Join more artist tribes!
        </h2>
        <p className="mt-1 text-sm text-muted-foreground md:text-base">
          Follow the artists you love, back the ones you just found, and be first to hear about their gigs.
        </p>
      </div>
      {session.data ? (
        <Button asChild size="lg">
          <Link to="/artists">
            <UsersIcon aria-hidden="true" />
            Explore Artists
          </Link>
        </Button>
      ) : (
        <Button size="lg" onClick={() => prompt("action")} disabled={session.isPending}>
          <UsersIcon aria-hidden="true" />
          Explore Artists
        </Button>
      )}
    </section>
  );
}
