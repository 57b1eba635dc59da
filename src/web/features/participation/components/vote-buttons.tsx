import { ThumbsDownIcon, ThumbsUpIcon } from "lucide-react";
import type { VoteType } from "@/shared/contract/posts";
import { cn } from "@/web/lib/cn";

type VoteButtonsProps = {
  upvotes: number;
  downvotes: number;
  userVote: VoteType | null;
  onVote(type: VoteType): void;
  disabled?: boolean;
  /** What is voted on, for screen readers ('post', 'comment'). */
  subject: string;
};

/** Up and down with the net score between (001 §4: upvotes minus downvotes). */
export function VoteButtons({ upvotes, downvotes, userVote, onVote, disabled, subject }: VoteButtonsProps) {
  const score = upvotes - downvotes;
  const button =
    "flex size-9 items-center justify-center rounded-full transition-colors hover:bg-secondary disabled:opacity-50";
  return (
    <div className="flex items-center gap-0.5" role="group" aria-label={`Vote on this ${subject}`}>
      <button
        type="button"
        className={cn(button, userVote === "upvote" && "text-primary-bright")}
        aria-pressed={userVote === "upvote"}
        aria-label={`Upvote ${subject}`}
        disabled={disabled}
        onClick={() => onVote("upvote")}
      >
        <ThumbsUpIcon className={cn("size-4", userVote === "upvote" && "fill-current")} aria-hidden="true" />
      </button>
      <span className="min-w-6 text-center text-sm font-semibold tabular-nums" aria-label={`Score ${score}`}>
        {score}
      </span>
      <button
        type="button"
        className={cn(button, userVote === "downvote" && "text-sky-400")}
        aria-pressed={userVote === "downvote"}
        aria-label={`Downvote ${subject}`}
        disabled={disabled}
        onClick={() => onVote("downvote")}
      >
        <ThumbsDownIcon className={cn("size-4", userVote === "downvote" && "fill-current")} aria-hidden="true" />
      </button>
    </div>
  );
}
