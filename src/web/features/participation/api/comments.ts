import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { Page } from "@/shared/contract/define";
import type { Comment, Post, VoteType } from "@/shared/contract/posts";
import { api } from "@/web/lib/api";
import { useViewer } from "../hooks/use-viewer";
import { applyPress, patchPost } from "./threads";

type CommentData = InfiniteData<Page<Comment>, string | null>;

/** Under ['participation'], viewer in the key: the comments show the viewer's own votes. */
export const commentsKey = (postId: string, viewer: string) => ["participation", "comments", postId, viewer] as const;
const commentsOf = (postId: string) => ["participation", "comments", postId] as const;

/** GET /api/posts/:id/comments: oldest first (001 §7), a page at a time. */
export const commentsQueryOptions = (postId: string, viewer: string) =>
  infiniteQueryOptions({
    queryKey: commentsKey(postId, viewer),
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/posts/{id}/comments", { params: { id: postId }, query: { cursor: pageParam } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useComments(postId: string) {
  const viewer = useViewer();
  return useInfiniteQuery({
    ...commentsQueryOptions(postId, viewer.key),
    enabled: viewer.user !== undefined && Boolean(postId),
  });
}

export function patchComment(
  client: QueryClient,
  postId: string,
  commentId: string,
  patch: (comment: Comment) => Comment,
) {
  client.setQueriesData<CommentData>(
    { queryKey: commentsOf(postId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((c) => (c.id === commentId ? patch(c) : c)),
        })),
      },
  );
}

export function removeComments(client: QueryClient, postId: string, ids: readonly string[]) {
  client.setQueriesData<CommentData>(
    { queryKey: commentsOf(postId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => !ids.includes(c.id)) })),
      },
  );
}

/**
 * Adds a comment at the end of the viewer's list, once, and only when the list is complete: with
 * pages still to load, it arrives in its turn when they are.
 */
export function appendComment(client: QueryClient, viewer: string, comment: Comment) {
  client.setQueryData<CommentData>(commentsKey(comment.postId, viewer), (data) => {
    if (!data) return data;
    const last = data.pages.at(-1)!;
    if (last.nextCursor || data.pages.some((page) => page.items.some((c) => c.id === comment.id))) return data;
    return { ...data, pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, comment] }] };
  });
}

export const fetchComment = (commentId: string) =>
  api("GET /api/comments/{id}", { params: { id: commentId } }).then((answer) => answer.comment);

export type NewComment = { content: string; parentId: string | null };

export function useCreateComment(post: Pick<Post, "id" | "entityType" | "entityId">) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (input: NewComment) => api("POST /api/posts/{id}/comments", { params: { id: post.id }, body: input }),
    retry: false,
    onSuccess: (answer) => {
      appendComment(client, viewer.key, answer.comment);
      patchPost(client, post, post.id, (p) => ({ ...p, commentsCount: answer.commentsCount }));
    },
  });
}

export function useVoteComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, voteType }: { comment: Comment; voteType: VoteType }) =>
      api("POST /api/comments/{id}/vote", { params: { id: comment.id }, body: { voteType } }),
    retry: false,
    onMutate: ({ comment, voteType }) =>
      patchComment(client, postId, comment.id, (c) => ({ ...c, ...applyPress(comment, voteType) })),
    onError: (_error, { comment }) =>
      patchComment(client, postId, comment.id, (c) => ({
        ...c,
        upvotes: comment.upvotes,
        downvotes: comment.downvotes,
        userVote: comment.userVote,
      })),
    onSuccess: (answer, { comment }) =>
      patchComment(client, postId, comment.id, (c) => ({
        ...c,
        upvotes: answer.upvotes,
        downvotes: answer.downvotes,
        userVote: answer.userVote,
      })),
  });
}

export function useDeleteComment(post: Pick<Post, "id" | "entityType" | "entityId">) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => api("DELETE /api/comments/{id}", { params: { id: commentId } }),
    onSuccess: (answer, commentId) => {
      // Its replies went with it on the server.
      client.setQueriesData<CommentData>(
        { queryKey: commentsOf(post.id) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((c) => c.id !== commentId && c.parentId !== commentId),
            })),
          },
      );
      patchPost(client, post, post.id, (p) => ({ ...p, commentsCount: answer.commentsCount }));
    },
  });
}
