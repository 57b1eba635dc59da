import { useQueryClient } from "@tanstack/react-query";
import type { Post } from "@/shared/contract/posts";
import { threadTopic } from "@/shared/realtime-topics";
import { useRealtime, useRealtimeConnected } from "@/web/lib/realtime";
import { appendComment, fetchComment, patchComment, removeComments } from "../api/comments";
import { patchPost } from "../api/threads";
import { useViewer } from "../hooks/use-viewer";

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/**
 * The post thread page, live: new comments are fetched one by one and added, votes and counts are
 * patched in place, and a deleted post says so. After a reconnect everything is read again.
 */
export function usePostLive(post: Pick<Post, "id" | "entityType" | "entityId"> | undefined, onDeleted: () => void) {
  const client = useQueryClient();
  const viewer = useViewer();
  useRealtime(post ? threadTopic("post", post.id) : null, (message) => {
    if (!post) return;
    const data = message.data;
    const commentsCount = num(data.commentsCount);
    if (commentsCount !== undefined) patchPost(client, post, post.id, (p) => ({ ...p, commentsCount }));
    switch (message.event) {
      case "comment-created":
        if (typeof data.commentId === "string") {
          void fetchComment(data.commentId).then(
            (comment) => appendComment(client, viewer.key, comment),
            () => undefined,
          );
        }
        break;
      case "comment-votes": {
        const upvotes = num(data.upvotes);
        const downvotes = num(data.downvotes);
        if (typeof data.commentId === "string" && upvotes !== undefined && downvotes !== undefined) {
          patchComment(client, post.id, data.commentId, (c) => ({ ...c, upvotes, downvotes }));
        }
        break;
      }
      case "comment-deleted":
        if (Array.isArray(data.commentIds))
          removeComments(
            client,
            post.id,
            data.commentIds.filter((id): id is string => typeof id === "string"),
          );
        break;
      case "post-votes": {
        const upvotes = num(data.upvotes);
        const downvotes = num(data.downvotes);
        if (upvotes !== undefined && downvotes !== undefined)
          patchPost(client, post, post.id, (p) => ({ ...p, upvotes, downvotes }));
        break;
      }
      case "post-deleted":
        onDeleted();
        break;
      // Hidden or shown again by a moderator: re-read what this viewer may see.
      case "post-moderated":
        void client.invalidateQueries({ queryKey: ["participation", "post", post.id] });
        break;
      case "comment-moderated":
        if (typeof data.commentId === "string") {
          void fetchComment(data.commentId).then(
            (comment) => patchComment(client, post.id, comment.id, () => comment),
            () => undefined,
          );
        }
        break;
    }
  });
  useRealtimeConnected((missed) => {
    if (!post) return;
    void client.invalidateQueries({ queryKey: ["participation", "comments", post.id], predicate: missed });
    void client.invalidateQueries({ queryKey: ["participation", "post", post.id], predicate: missed });
  });
}
