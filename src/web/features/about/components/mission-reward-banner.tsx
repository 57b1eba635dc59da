import { PartyPopperIcon } from "lucide-react";

/** The green banner of a fan's first visit (000 §2 About): the XP the mission just paid. */
export function MissionRewardBanner({ points }: { points: number }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-success/40 bg-success/15 p-4 text-sm"
    >
      <PartyPopperIcon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <p>
        <strong className="font-semibold text-success">Welcome to the Tribe!</strong> You earned {points} XP for reading
        our mission.
      </p>
    </div>
  );
}
