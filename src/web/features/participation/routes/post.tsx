import { ArrowLeftIcon, MessageSquareIcon, ReplyIcon, ThumbsUpIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { threadPagePath } from "@/shared/community-threads";
import type { Comment, Post } from "@/shared/contract/posts";
import { useSignupPrompt } from "@/web/components/signup-prompt";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-client";
import { type ThreadInfo, useDeletePost, usePost } from "../api/threads";
import { CommentComposer, type ReplyTarget } from "../components/comment-composer";
import { CommentList } from "../components/comment-list";
import { ConfirmDelete } from "../components/confirm-delete";
import { LinkifiedText } from "../components/linkified-text";
import { Moderated } from "../components/moderated";
import { AuthorLine, GifImage, usePostVoting } from "../components/post-card";
import { ReportButton } from "../components/report-button";
import { VoteButtons } from "../components/vote-buttons";
import { usePostLive } from "../hooks/use-post-live";
import { useSignedInAction, useViewer } from "../hooks/use-viewer";
import { postTitle } from "../lib/post-title";

/** The post as the thread list had it (navigation state), shown while the page reads its own copy. */
function statePost(state: unknown, postId: string): Post | undefined {
  const post = (state as { post?: Post } | null)?.post;
  return post?.id === postId ? post : undefined;
}

/** Post thread (001 §2 '/post/{postId}'): loads by id, so a shared deep link works on its own. */
export default function PostRoute() {
  const { postId = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const detail = usePost(postId);
  const post = detail.data?.post ?? statePost(location.state, postId);
  const [deleted, setDeleted] = useState(false);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  usePostLive(post, () => setDeleted(true));

  // One step back (001 §2); a deep link with no history goes to the thread on its page instead.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(post ? threadPagePath(post.entityType, post.entityId) : "/");
  };

  const missing = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-4 md:py-8">
      <title>{postTitle(post, detail.data?.thread, deleted || missing)}</title>
      <Button variant="ghost" className="justify-self-start" onClick={back}>
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Button>
      {deleted || missing ? (
        <PostGone />
      ) : !post ? (
        detail.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-red-400">Couldn't load this post. Please try again.</p>
            <Button variant="outline" onClick={() => detail.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <PostSkeleton />
        )
      ) : (
        <PostThread
          post={post}
          thread={detail.data?.thread}
          replyTo={replyTo}
          setReplyTo={setReplyTo}
          onDeleted={back}
        />
      )}
    </div>
  );
}

type PostThreadProps = {
  post: Post;
  thread: ThreadInfo | undefined;
  replyTo: ReplyTarget | null;
  setReplyTo(target: ReplyTarget | null): void;
};

function PostThread({ post, thread, replyTo, setReplyTo, onDeleted }: PostThreadProps & { onDeleted(): void }) {
  const viewer = useViewer();
  const remove = useDeletePost(post);
  const onVote = usePostVoting(post);
  const guard = useSignedInAction();
  const { prompt } = useSignupPrompt();
  const composer = useRef<HTMLTextAreaElement>(null);
  const reply = (comment: Comment) => setReplyTo({ commentId: comment.id, name: comment.author.name });

  return (
    <>
      <ThreadHeader post={post} thread={thread} />
      <article className="grid gap-3 rounded-2xl border bg-card p-4 sm:p-6" aria-label={`Post by ${post.author.name}`}>
        {thread?.entityType === "band" ? <AuthorLine author={post.author} createdAt={post.createdAt} /> : null}
        <Moderated item={post}>
          <LinkifiedText text={post.content} className="text-base" />
          {post.gifUrl ? <GifImage url={post.gifUrl} /> : null}
        </Moderated>
        <div className="flex flex-wrap items-center gap-x-2">
          <VoteButtons
            upvotes={post.upvotes}
            downvotes={post.downvotes}
            userVote={post.userVote}
            onVote={onVote}
            subject="post"
          />
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            onClick={guard(() => {
              setReplyTo(null);
              composer.current?.focus();
            })}
          >
            <ReplyIcon aria-hidden="true" />
            Reply
          </Button>
          <div className="ml-auto flex items-center">
            <ReportButton targetType="post" targetId={post.id} authorId={post.author.id} />
            {post.canDelete ? (
              <ConfirmDelete
                what="post"
                pending={remove.isPending}
                onConfirm={() => remove.mutate(post.id, { onSuccess: onDeleted })}
              />
            ) : null}
          </div>
        </div>
      </article>

      <section aria-labelledby="comments-title" className="grid gap-3">
        <h2 id="comments-title" className="text-lg font-bold">
          Comments ({post.commentsCount})
        </h2>
        {viewer.user ? (
          <CommentComposer
            post={post}
            replyTo={null}
            onCancelReply={() => setReplyTo(null)}
            onPosted={() => undefined}
            ref={composer}
          />
        ) : viewer.user === null ? (
          <Button variant="outline" onClick={() => prompt("action")}>
            Sign in to comment
          </Button>
        ) : null}
        <CommentList post={post} replyTo={replyTo} onReply={reply} onCancelReply={() => setReplyTo(null)} />
      </section>
    </>
  );
}

/** 'Band ~ genre' for a band's thread (001 §2); otherwise the author, with upvote and comment counts. */
function ThreadHeader({ post, thread }: { post: Post; thread: ThreadInfo | undefined }) {
  if (!thread) return <Skeleton className="h-12 w-2/3" />;
  if (thread.entityType === "band") {
    return (
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight">
          <Link to={`/bands/${thread.entityId}`} className="hover:text-primary-bright">
            <bdi>{thread.name ?? "Unknown Band"}</bdi>
            {thread.genre ? <span className="text-muted-foreground"> ~ {thread.genre}</span> : null}
          </Link>
        </h1>
        <p className="text-sm text-muted-foreground">Tribe Gossip</p>
      </header>
    );
  }
  return (
    <header className="grid gap-2">
      <h1 className="sr-only">Post by {post.author.name}</h1>
      <AuthorLine author={post.author} createdAt={post.createdAt} />
      <p className="flex gap-4 text-sm text-muted-foreground">
        <span className="flex items-center gap-1">
          <ThumbsUpIcon className="size-4" aria-hidden="true" />
          {post.upvotes} {post.upvotes === 1 ? "upvote" : "upvotes"}
        </span>
        <span className="flex items-center gap-1">
          <MessageSquareIcon className="size-4" aria-hidden="true" />
          {post.commentsCount} {post.commentsCount === 1 ? "comment" : "comments"}
        </span>
        {thread.name ? (
          <Link to={threadPagePath(thread.entityType, thread.entityId)} className="truncate hover:text-primary-bright">
            in <bdi>{thread.name}</bdi>
          </Link>
        ) : null}
      </p>
    </header>
  );
}

function PostGone() {
  return (
    <div className="grid justify-items-start gap-2 rounded-2xl border p-6">
      <h1 className="text-xl font-bold">Post not found</h1>
      <p className="text-muted-foreground">The post you're looking for doesn't exist or has been removed.</p>
      <Button asChild variant="outline">
        <Link to="/">Go Home</Link>
      </Button>
    </div>
  );
}

function PostSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Loading post">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-40 rounded-2xl" />
      <Skeleton className="h-20 rounded-xl" />
    </div>
  );
}
