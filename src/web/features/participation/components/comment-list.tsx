import type { Comment, Post } from "@/shared/contract/posts";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useComments } from "../api/comments";
import { CommentComposer, type ReplyTarget } from "./comment-composer";
import { CommentItem } from "./comment-item";

type CommentListProps = {
  post: Pick<Post, "id" | "entityType" | "entityId">;
  replyTo: ReplyTarget | null;
  onReply(comment: Comment): void;
  onCancelReply(): void;
};

/** Top-level comments oldest first, each with its replies nested one level under it. */
function group(comments: Comment[]) {
  const replies = new Map<string, Comment[]>();
  const top: Comment[] = [];
  for (const comment of comments) {
    if (comment.parentId) replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
    else top.push(comment);
  }
  // A reply whose parent is on a later page still shows, at the top level, until the parent loads.
  const orphans = [...replies.entries()]
    .filter(([parentId]) => !top.some((c) => c.id === parentId))
    .flatMap(([, list]) => list);
  return { top: [...top, ...orphans].sort((a, b) => a.createdAt.localeCompare(b.createdAt)), replies };
}

/** The post thread page's comments (001 §2): votes, Reply nested one level, more on request. */
export function CommentList({ post, replyTo, onReply, onCancelReply }: CommentListProps) {
  const comments = useComments(post.id);
  if (comments.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading comments">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  }
  if (comments.isError) {
    return (
      <div className="grid justify-items-start gap-2" role="alert">
        <p className="text-sm text-red-400">Couldn't load comments. Please try again.</p>
        <Button variant="outline" size="sm" onClick={() => comments.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const all = comments.data.pages.flatMap((page) => page.items);
  if (all.length === 0)
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        No comments yet. Be the first to reply!
      </p>
    );
  const { top, replies } = group(all);
  const composerFor = (ids: string[]) =>
    replyTo && ids.includes(replyTo.commentId) ? (
      <CommentComposer
        post={post}
        replyTo={replyTo}
        onCancelReply={onCancelReply}
        onPosted={onCancelReply}
        ref={(node) => node?.focus()}
      />
    ) : null;

  return (
    <div className="grid gap-3">
      <ul className="grid gap-4" aria-label="Comments">
        {top.map((comment) => {
          const thread = replies.get(comment.id) ?? [];
          return (
            <li key={comment.id} className="grid gap-3 rounded-xl border bg-card p-4">
              <CommentItem comment={comment} post={post} onReply={onReply} />
              {thread.length ? (
                <ul
                  className="grid gap-3 border-l-2 border-border pl-4"
                  aria-label={`Replies to ${comment.author.name}`}
                >
                  {thread.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem comment={reply} post={post} onReply={onReply} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {composerFor([comment.id, ...thread.map((reply) => reply.id)])}
            </li>
          );
        })}
      </ul>
      {comments.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={comments.isFetchingNextPage}
          onClick={() => comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? "Loading..." : "Load more comments"}
        </Button>
      ) : null}
    </div>
  );
}
