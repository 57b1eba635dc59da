import { ReplyIcon } from "lucide-react";
import type { Comment, Post } from "@/shared/contract/posts";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";
import { useDeleteComment, useVoteComment } from "../api/comments";
import { useSignedInAction } from "../hooks/use-viewer";
import { celebrate } from "./celebrate";
import { ConfirmDelete } from "./confirm-delete";
import { LinkifiedText } from "./linkified-text";
import { Moderated } from "./moderated";
import { AuthorLine, GifImage } from "./post-card";
import { ReportButton } from "./report-button";
import { VoteButtons } from "./vote-buttons";

type CommentItemProps = {
  comment: Comment;
  post: Pick<Post, "id" | "entityType" | "entityId">;
  onReply(comment: Comment): void;
};

/** One comment: author, '@Name' when it answers someone, words, votes, Reply, and Delete for its author or an admin. */
export function CommentItem({ comment, post, onReply }: CommentItemProps) {
  const vote = useVoteComment(post.id);
  const remove = useDeleteComment(post);
  const guard = useSignedInAction();
  return (
    <article className="grid gap-2" aria-label={`Comment by ${comment.author.name}`}>
      <AuthorLine author={comment.author} createdAt={comment.createdAt} />
      <Moderated item={comment}>
        <LinkifiedText
          text={comment.content}
          prefix={comment.replyTo ? `@${comment.replyTo.name}` : undefined}
          className="text-sm"
        />
        {comment.gifUrl ? <GifImage url={comment.gifUrl} /> : null}
      </Moderated>
      <div className="flex flex-wrap items-center gap-x-1">
        <VoteButtons
          subject="comment"
          upvotes={comment.upvotes}
          downvotes={comment.downvotes}
          userVote={comment.userVote}
          onVote={guard((voteType) =>
            vote.mutate({ comment, voteType }, { onSuccess: (answer) => celebrate(answer.xp) }),
          )}
        />
        <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={guard(() => onReply(comment))}>
          <ReplyIcon aria-hidden="true" />
          Reply
        </Button>
        <div className="ml-auto flex items-center">
          <ReportButton targetType="comment" targetId={comment.id} authorId={comment.author.id} />
          {comment.canDelete ? (
            <ConfirmDelete
              what="comment"
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(comment.id, {
                  onError: () =>
                    toast.error("Error", { description: "Failed to delete the comment. Please try again." }),
                })
              }
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
