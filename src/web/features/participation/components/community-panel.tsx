import { useQueryClient } from "@tanstack/react-query";
import { lazy, useEffect, useMemo } from "react";
import { threadTopic } from "@/shared/realtime-topics";
import type { PostEntityType } from "@/shared/validation/community";
import { HydrateWhenVisible } from "@/web/components/hydrate-when-visible";
import { Skeleton } from "@/web/components/ui/skeleton";
import { threadQueryOptions } from "../api/threads";
import { useThreadLive } from "../hooks/use-thread-live";
import { useViewer } from "../hooks/use-viewer";

// Only members see the composer: its form code (zod, a Radix select) is downloaded for them alone.
export const loadComposer = () => import("./post-composer");
const CommunityThread = lazy(() => import("./community-thread").then((m) => ({ default: m.CommunityThread })));

export type CommunityPanelProps = {
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
 * hydrates (issue 20's TBT): on a server-rendered page it hydrates when it comes near the screen,
 * and its code (community-thread.tsx) is downloaded only then; until both, React keeps the server's
 * markup. Its live subscription is here, outside that part, so it runs from the start; a message
 * for a thread still waiting hydrates it first (useThreadLive).
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
  const viewer = useViewer();
  const member = Boolean(viewer.user);
  useEffect(() => {
    if (member) void loadComposer();
  }, [member]);
  // A page opened in the browser has no posts yet: they are asked for while the thread's code
  // downloads, not after it. (A server-rendered page has them in its cache; nothing to do.)
  const client = useQueryClient();
  const sessionKnown = viewer.user !== undefined;
  useEffect(() => {
    if (!sessionKnown) return;
    const options = threadQueryOptions(entityType, entityId, viewer.key);
    if (client.getQueryData(options.queryKey) === undefined) void client.prefetchInfiniteQuery(options);
  }, [client, entityType, entityId, viewer.key, sessionKnown]);
  const thread = useMemo(
    () => (
      <CommunityThread entityType={entityType} entityId={entityId} emptyText={emptyText} placeholder={placeholder} />
    ),
    [entityType, entityId, emptyText, placeholder],
  );
  return (
    <HydrateWhenVisible name={threadTopic(entityType, entityId)} className="min-w-0" fallback={THREAD_SKELETON}>
      {thread}
    </HydrateWhenVisible>
  );
}

// One element for every render, so the memoised part never sees a new prop (HydrateWhenVisible).
const THREAD_SKELETON = <ThreadSkeleton />;

/** The thread's placeholder while its posts (or, on a page opened in the browser, its code) load. */
export function ThreadSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-label="Loading posts">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-28 rounded-xl" />
      ))}
    </div>
  );
}
