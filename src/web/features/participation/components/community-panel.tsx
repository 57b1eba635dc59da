import { MessageCircleIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { threadTopic } from "@/shared/realtime-topics";
import type { PostEntityType } from "@/shared/validation/community";
import { HydrateWhenVisible } from "@/web/components/hydrate-when-visible";
import { useSignupPrompt } from "@/web/components/signup-prompt";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useThread } from "../api/threads";
import { useThreadLive } from "../hooks/use-thread-live";
import { useViewer } from "../hooks/use-viewer";
import { PostCard } from "./post-card";

// Only members see the composer: its form code (zod, a Radix select) is downloaded for them alone.
const loadComposer = () => import("./post-composer");
const PostComposer = lazy(() => loadComposer().then((m) => ({ default: m.PostComposer })));

type CommunityPanelProps = {
  entityType: PostEntityType;
  /** The band's id, the artist's user id, the gig's or the venue's id. */
  entityId: string;
  /** Shown when the thread has no posts yet. */
  emptyText?: string;
  /** The composer's hint ('Spill the tea on this band…'). */
  placeholder?: string;
};

export const PANEL_TEXT = {
  empty: "No posts yet. Start the conversation!",
  error: "Couldn't load posts. Please try again.",
  signIn: "Sign in to join the conversation",
} as const;

/**
 * A community thread under a band (Tribe Gossip), an artist, a gig (chat) or a venue (comments):
 * composer for signed-in users, posts newest first with votes and comment counts, live updates.
 *
 * The thread sits low on every page that has one, and its post cards are most of what the page
 * hydrates (issue 20's TBT): on a server-rendered page it hydrates when it comes near the screen.
 * Its live subscription is here, outside that part, so it runs from the start; a message for a
 * thread still waiting hydrates it first (useThreadLive).
 */
export function CommunityPanel({
  entityType,
  entityId,
  emptyText = PANEL_TEXT.empty,
  placeholder = "Share something with the tribe…",
}: CommunityPanelProps) {
  useThreadLive(entityType, entityId);
  // A member's composer is server markup in a part that hydrates later: its code is fetched now,
  // with the page, so that part can take input as soon as it is near (not a download after that).
  const member = Boolean(useViewer().user);
  useEffect(() => {
    if (member) void loadComposer();
  }, [member]);
  const thread = useMemo(
    () => (
      <CommunityThread entityType={entityType} entityId={entityId} emptyText={emptyText} placeholder={placeholder} />
    ),
    [entityType, entityId, emptyText, placeholder],
  );
  return (
    <HydrateWhenVisible name={threadTopic(entityType, entityId)} className="min-w-0">
      {thread}
    </HydrateWhenVisible>
  );
}

function CommunityThread({ entityType, entityId, emptyText, placeholder }: Required<CommunityPanelProps>) {
  const viewer = useViewer();
  const thread = useThread(entityType, entityId);
  const { prompt } = useSignupPrompt();
  const posts = thread.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {viewer.user ? (
        <Suspense fallback={null}>
          <PostComposer entityType={entityType} entityId={entityId} placeholder={placeholder} />
        </Suspense>
      ) : viewer.user === null ? (
        // Wraps on a narrow phone instead of pushing the page sideways (issue 17: 320 px).
        <Button
          variant="outline"
          size="lg"
          className="h-auto min-h-12 py-2 text-center whitespace-normal"
          onClick={() => prompt("action")}
        >
          <MessageCircleIcon aria-hidden="true" />
          {PANEL_TEXT.signIn}
        </Button>
      ) : null}

      {thread.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading posts">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : thread.isError ? (
        <div className="grid justify-items-start gap-2" role="alert">
          <p className="text-sm text-red-400">{PANEL_TEXT.error}</p>
          <Button variant="outline" size="sm" onClick={() => thread.refetch()}>
            Try again
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}

      {thread.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={thread.isFetchingNextPage}
          onClick={() => thread.fetchNextPage()}
        >
          {thread.isFetchingNextPage ? "Loading..." : "Load more posts"}
        </Button>
      ) : null}
    </div>
  );
}
