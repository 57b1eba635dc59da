import { ThumbsDownIcon, ThumbsUpIcon } from "lucide-react";
import type { VoteType } from "@/shared/contract/posts";
import { Button } from "@/web/components/ui/button";
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
  return (
    <div className="flex items-center" role="group" aria-label={`Vote on this ${subject}`}>
      <Button
        variant="ghost"
        size="icon"
        className={cn("rounded-full", userVote === "upvote" && "text-primary-bright")}
        aria-pressed={userVote === "upvote"}
        aria-label={`Upvote ${subject}`}
        disabled={disabled}
        onClick={() => onVote("upvote")}
      >
        <ThumbsUpIcon className={cn(userVote === "upvote" && "fill-current")} aria-hidden="true" />
      </Button>
      <span className="min-w-6 text-center text-sm font-semibold tabular-nums" aria-label={`Score ${score}`}>
        {score}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className={cn("rounded-full", userVote === "downvote" && "text-sky-400")}
        aria-pressed={userVote === "downvote"}
        aria-label={`Downvote ${subject}`}
        disabled={disabled}
        onClick={() => onVote("downvote")}
      >
        <ThumbsDownIcon className={cn(userVote === "downvote" && "fill-current")} aria-hidden="true" />
      </Button>
    </div>
  );
}
