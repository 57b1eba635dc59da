import { useRef } from "react";
import { Link, useLocation } from "react-router";
import { type ScreamLevel, screamLabel } from "@/shared/scream-o-meter";
import { LevelBars, ScreamPicker } from "@/web/components/scream-picker";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { toast } from "@/web/lib/toast";
import { useFanActivity, useScreamVote } from "../api/fan-activity";
import type { ActKind } from "../api/keys";
import { useScreamLive } from "../hooks/use-scream-live";
import { useViewer } from "../hooks/use-viewer";
import { isStatus, toastSuccess } from "./celebrate";

type ScreamVoteProps = {
  kind: ActKind;
  /** The band's id or the artist's user id. */
  id: string;
  /**
   * Onboarding (000 §2 step 1): the vote is handed to the caller instead of being sent, and the
   * meter works for signed-out visitors.
   */
  onVote?: (level: ScreamLevel) => void;
  /** After a vote was saved, so the page can refresh the average it shows. */
  onVoted?: () => void;
};

export const SCREAM_TEXT = {
  signedOut: "Sign in to vote and show your support!",
  submitted: "Vote submitted!",
  earned: (level: number, kind: ActKind) => `You voted ${level} for this ${kind} and earned XP!`,
  plain: (level: number, kind: ActKind) => `You voted ${level} for this ${kind}.`,
  alreadyTitle: "Already voted",
  errorTitle: "Error",
  error: "Failed to submit vote. Please try again.",
} as const;

/**
 * The Scream-O-Meter's vote (001 §4, §9), for the #scream-o-meter section: the picker (ScreamPicker),
 * then one vote per fan, shown afterwards as 'Your vote' with its label.
 */
export function ScreamVote({ kind, id, onVote, onVoted }: ScreamVoteProps) {
  const viewer = useViewer();
  const activity = useFanActivity(kind, id);
  const vote = useScreamVote(kind, id);
  // Other fans' votes move the average and count shown around the meter without a reload.
  useScreamLive(kind, id);
  const saved = onVote ? null : (activity.data?.viewer?.vote ?? null);
  // The picker (and its focused Submit button) gives way to the saved vote: focus moves there, not to <body>.
  const justVoted = useRef(false);

  const submit = (level: ScreamLevel) => {
    if (onVote) return onVote(level);
    vote.mutate(level, {
      onSuccess: (answer) => {
        toastSuccess(answer.xp, SCREAM_TEXT.submitted, {
          earned: SCREAM_TEXT.earned(level, kind),
          plain: SCREAM_TEXT.plain(level, kind),
        });
        justVoted.current = true;
        onVoted?.();
      },
      onError: (error) => {
        if (isStatus(error, 409)) {
          toast.error(SCREAM_TEXT.alreadyTitle, { description: error.message });
          void activity.refetch();
        } else {
          toast.error(SCREAM_TEXT.errorTitle, { description: SCREAM_TEXT.error });
        }
      },
    });
  };

  if (!onVote && (viewer.user === undefined || (viewer.user && activity.isPending))) {
    return <Skeleton className="h-32" role="status" aria-label="Loading your vote" />;
  }
  if (saved !== null) {
    return (
      <div
        tabIndex={-1}
        ref={(node) => {
          if (node && justVoted.current) {
            justVoted.current = false;
            node.focus();
          }
        }}
        className="grid gap-3 border-t pt-4"
      >
        <LevelBars level={saved as ScreamLevel} label="Your vote" />
        <p className="rounded-xl bg-secondary px-4 py-3 text-center">
          <span className="block text-xs font-semibold tracking-wide text-muted-foreground uppercase">Your vote</span>
          <span className="text-lg font-bold">
            {saved} · {screamLabel(saved)}
          </span>
        </p>
      </div>
    );
  }
  if (!onVote && viewer.user === null) return <SignedOut />;
  return <ScreamPicker onSubmit={submit} pending={vote.isPending} />;
}

function SignedOut() {
  const location = useLocation();
  return (
    <div className="grid gap-3 text-center">
      <p className="text-muted-foreground">{SCREAM_TEXT.signedOut}</p>
      <Button asChild size="lg">
        <Link to="/auth?mode=login" state={{ from: location }}>
          Sign In
        </Link>
      </Button>
    </div>
  );
}
