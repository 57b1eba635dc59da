import { MessageCircleIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { useSignupPrompt } from "@/web/components/signup-prompt";
import { Button } from "@/web/components/ui/button";
import { useThread } from "../api/threads";
import { useViewer } from "../hooks/use-viewer";
import { type CommunityPanelProps, loadComposer, PANEL_TEXT, ThreadSkeleton } from "./community-panel";
import { PostCard } from "./post-card";

const PostComposer = lazy(() => loadComposer().then((m) => ({ default: m.PostComposer })));

/**
 * The thread itself: its composer (members) or sign-in button, the posts and 'Load more posts'. Its
 * own chunk (issue 20: the post cards, votes, reports and linkified text were ~9 KB of every page
 * that has a thread), fetched when the thread comes near the screen (CommunityPanel).
 */
export function CommunityThread({ entityType, entityId, emptyText, placeholder }: Required<CommunityPanelProps>) {
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
        <ThreadSkeleton />
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
