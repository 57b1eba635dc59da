import { useQueryClient } from "@tanstack/react-query";
import { threadTopic } from "@/shared/realtime-topics";
import type { PostEntityType } from "@/shared/validation/community";
import { wakeHydration } from "@/web/components/hydrate-when-visible";
import { useRealtime, useRealtimeConnected } from "@/web/lib/realtime";
import { participationKeys } from "../api/keys";
import { fetchPost, patchPost, prependPost, removePost } from "../api/threads";
import { useViewer } from "./use-viewer";

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/**
 * Keeps a thread's cached pages live (001 §7 had 'any change refetches'; here each message patches
 * just what changed): a new post is fetched alone and put on top, votes and comment counts are
 * written in place, a deleted post disappears. After a reconnect the thread is read again, since
 * messages sent while the connection was down are not replayed.
 *
 * Until the thread's part of a server-rendered page is hydrated (CommunityPanel), nothing watches
 * its cache entry; patching it then would make that part hydrate with other data than its HTML. So
 * a message for an unwatched thread marks it stale and hydrates the part, which reads it again.
 */
export function useThreadLive(entityType: PostEntityType, entityId: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  const thread = { entityType, entityId };

  useRealtime(entityId ? threadTopic(entityType, entityId) : null, (message) => {
    const queryKey = participationKeys.threadOf(entityType, entityId);
    const watched = client
      .getQueryCache()
      .findAll({ queryKey })
      .some((query) => query.getObserversCount() > 0);
    if (!watched) {
      void client.invalidateQueries({ queryKey, refetchType: "none" });
      wakeHydration(threadTopic(entityType, entityId));
      return;
    }
    const postId = typeof message.data.postId === "string" ? message.data.postId : undefined;
    if (!postId) return;
    switch (message.event) {
      case "post-created":
        void fetchPost(postId)
          .then((detail) => prependPost(client, viewer.key, detail.post))
          .catch(() => undefined);
        break;
      case "post-votes": {
        const upvotes = count(message.data.upvotes);
        const downvotes = count(message.data.downvotes);
        if (upvotes !== undefined && downvotes !== undefined)
          patchPost(client, thread, postId, (post) => ({ ...post, upvotes, downvotes }));
        break;
      }
      case "post-comments": {
        const commentsCount = count(message.data.commentsCount);
        if (commentsCount !== undefined) patchPost(client, thread, postId, (post) => ({ ...post, commentsCount }));
        break;
      }
      case "post-deleted":
        removePost(client, thread, postId);
        break;
      // Hidden or shown again by a moderator: re-read it as this viewer (the words only if they may).
      case "post-moderated":
        void fetchPost(postId)
          .then((detail) => patchPost(client, thread, postId, () => detail.post))
          .catch(() => undefined);
        break;
    }
  });

  useRealtimeConnected((missed) => {
    void client.invalidateQueries({ queryKey: participationKeys.threadOf(entityType, entityId), predicate: missed });
  });
}
