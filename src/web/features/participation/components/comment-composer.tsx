import { XIcon } from "lucide-react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { threadCommentSchema } from "@/shared/community-threads";
import type { Post } from "@/shared/contract/posts";
import { COMMENT_MAX_LENGTH } from "@/shared/validation/community";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { useCreateComment } from "../api/comments";
import { celebrate, failureText } from "./celebrate";

export type ReplyTarget = { commentId: string; name: string };

type CommentComposerProps = {
  post: Pick<Post, "id" | "entityType" | "entityId">;
  /** Replying to a comment: shown as '@Name' above the box, with a way to stop replying. */
  replyTo: ReplyTarget | null;
  onCancelReply(): void;
  onPosted(): void;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A comment or reply (001 §5): non-empty after trimming; replies are addressed to the replied fan. */
export function CommentComposer({ post, replyTo, onCancelReply, onPosted, ref }: CommentComposerProps) {
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateComment(post);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = threadCommentSchema.safeParse({ content, parentId: replyTo?.commentId ?? null });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    create.mutate(
      { content: parsed.data.content, parentId: parsed.data.parentId },
      {
        onSuccess: (answer) => {
          setContent("");
          celebrate(answer.xp);
          onPosted();
        },
        onError: (failure) => setError(failureText(failure, "Failed to post your comment. Please try again.")),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-2 rounded-xl border bg-card p-3"
      aria-label={replyTo ? `Reply to ${replyTo.name}` : "New comment"}
    >
      {replyTo ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          Replying to <bdi className="font-semibold text-primary-bright">@{replyTo.name}</bdi>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="ml-auto"
            onClick={onCancelReply}
            aria-label="Stop replying"
          >
            <XIcon aria-hidden="true" />
          </Button>
        </p>
      ) : null}
      <Label htmlFor={id} className="sr-only">
        {replyTo ? "Your reply" : "Your comment"}
      </Label>
      <Textarea
        id={id}
        ref={ref}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={replyTo ? "Write a reply…" : "Add a comment…"}
        maxLength={COMMENT_MAX_LENGTH}
        rows={2}
        aria-invalid={error ? true : undefined}
      />
      <div className="flex items-center gap-2">
        {error ? (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" className="ml-auto" disabled={content.trim() === "" || create.isPending}>
          {create.isPending ? "Posting..." : replyTo ? "Reply" : "Comment"}
        </Button>
      </div>
    </form>
  );
}
