import { MessageSquareIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Post, VoteType } from "@/shared/contract/posts";
import { timeAgo } from "@/shared/datetime";
import { categoryLabel } from "@/shared/thread-categories";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { UserAvatar } from "@/web/components/user-avatar";
import { useNow } from "@/web/hooks/use-now";
import { toast } from "@/web/lib/toast";
import { useDeletePost, useVotePost } from "../api/threads";
import { useSignedInAction } from "../hooks/use-viewer";
import { celebrate } from "./celebrate";
import { ConfirmDelete } from "./confirm-delete";
import { LinkifiedText } from "./linkified-text";
import { Moderated } from "./moderated";
import { ReportButton } from "./report-button";
import { VoteButtons } from "./vote-buttons";

/** A post's author line: picture, name (isolated, so a right-to-left name cannot flip the line) and time. */
export function AuthorLine({
  author,
  createdAt,
  children,
}: {
  author: Post["author"];
  createdAt: string;
  children?: ReactNode;
}) {
  const now = useNow();
  return (
    <div className="flex items-center gap-3">
      <UserAvatar
        user={{ name: author.name, avatarUrl: author.avatarUrl }}
        className="size-9"
        initialsClassName="text-xs"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">
          <bdi>{author.name}</bdi>
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={createdAt}>{timeAgo(createdAt, now)}</time>
        </p>
      </div>
      {children}
    </div>
  );
}

export function GifImage({ url }: { url: string }) {
  return (
    <img
      src={url}
      alt="GIF"
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className="mt-3 max-h-72 w-auto max-w-full rounded-xl border bg-muted"
    />
  );
}

/**
 * Votes on a post: optimistic, and rolled back on failure, which is the only sign of it (001 §8
 * lists voting errors as logged, with no message). Visitors get the sign-up prompt.
 */
export function usePostVoting(post: Post) {
  const vote = useVotePost({ entityType: post.entityType, entityId: post.entityId });
  const guard = useSignedInAction();
  return guard((voteType: VoteType) =>
    vote.mutate({ postId: post.id, voteType, before: post }, { onSuccess: (answer) => celebrate(answer.xp) }),
  );
}

/** One post in a thread (001 §2 'Community Posts panel'). */
export function PostCard({ post }: { post: Post }) {
  const onVote = usePostVoting(post);
  const remove = useDeletePost({ entityType: post.entityType, entityId: post.entityId });
  return (
    <article
      className="min-w-0 overflow-hidden rounded-xl border bg-card p-4 break-words"
      aria-label={`Post by ${post.author.name}`}
    >
      <AuthorLine author={post.author} createdAt={post.createdAt}>
        <Badge variant="secondary">{categoryLabel(post.category)}</Badge>
      </AuthorLine>
      <Moderated item={post}>
        <LinkifiedText text={post.content} className="mt-3 text-sm" />
        {post.gifUrl ? <GifImage url={post.gifUrl} /> : null}
      </Moderated>
      <div className="mt-3 flex flex-wrap items-center gap-x-2">
        <VoteButtons
          upvotes={post.upvotes}
          downvotes={post.downvotes}
          userVote={post.userVote}
          onVote={onVote}
          subject="post"
        />
        <Button
          asChild
          variant="ghost"
          size="sm"
          className="gap-1.5 rounded-full text-sm font-normal text-muted-foreground hover:text-foreground"
        >
          <Link to={`/post/${post.id}`} state={{ post }}>
            <MessageSquareIcon aria-hidden="true" />
            {post.commentsCount} {/* Below 360 px the icon and the count, so Report still fits on the row. */}
            <span className="max-[359px]:sr-only">{post.commentsCount === 1 ? "comment" : "comments"}</span>
          </Link>
        </Button>
        <div className="ml-auto flex items-center">
          <ReportButton targetType="post" targetId={post.id} authorId={post.author.id} />
          {post.canDelete ? (
            <ConfirmDelete
              what="post"
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(post.id, {
                  onSuccess: () => toast.success("Post deleted"),
                  onError: () => toast.error("Error", { description: "Failed to delete the post. Please try again." }),
                })
              }
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
