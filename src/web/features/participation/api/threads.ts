import {
  type InfiniteData,
  infiniteQueryOptions,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { PostEntityType } from "@/shared/validation/community";
import { apiFetch } from "@/web/lib/api-client";
import { useViewer } from "../hooks/use-viewer";
import { participationKeys, type Viewer } from "./keys";
import type { Page, Post, VoteAnswer, VoteType, XpField } from "./types";

export type ThreadInfo = { entityType: PostEntityType; entityId: string; name: string | null; genre: string | null };
export type PostDetail = { post: Post; thread: ThreadInfo };
type ThreadData = InfiniteData<Page<Post>, string | null>;

const threadPath = (entityType: PostEntityType, entityId: string) =>
  `/api/threads/${entityType}/${encodeURIComponent(entityId)}/posts`;

/** GET /api/threads/:type/:id/posts: newest first, a page per request (001 §2 'Community Posts panel'). */
export const threadQueryOptions = (entityType: PostEntityType, entityId: string, viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: participationKeys.thread(entityType, entityId, viewer),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<Post>>(threadPath(entityType, entityId), { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useThread(entityType: PostEntityType, entityId: string) {
  const viewer = useViewer();
  return useInfiniteQuery({
    ...threadQueryOptions(entityType, entityId, viewer.key),
    enabled: viewer.user !== undefined,
  });
}

export const postKey = (postId: string, viewer: Viewer) => ["participation", "post", postId, viewer] as const;

/** GET /api/posts/:id: the post thread page's post and its header (deep links work without state). */
export const postQueryOptions = (postId: string, viewer: Viewer) =>
  queryOptions({
    queryKey: postKey(postId, viewer),
    queryFn: ({ signal }) => apiFetch<PostDetail>(`/api/posts/${encodeURIComponent(postId)}`, { signal }),
  });

export function usePost(postId: string) {
  const viewer = useViewer();
  return useQuery({ ...postQueryOptions(postId, viewer.key), enabled: viewer.user !== undefined && Boolean(postId) });
}

export const fetchPost = (postId: string) => apiFetch<PostDetail>(`/api/posts/${encodeURIComponent(postId)}`);

/**
 * Changes one post wherever it is cached (every viewer's copy of its thread, and its own page), so
 * a vote or a new comment count shows the same everywhere at once.
 */
export function patchPost(
  client: QueryClient,
  thread: { entityType: PostEntityType; entityId: string },
  postId: string,
  patch: (post: Post) => Post,
) {
  client.setQueriesData<ThreadData>(
    { queryKey: participationKeys.threadOf(thread.entityType, thread.entityId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((post) => (post.id === postId ? patch(post) : post)),
        })),
      },
  );
  client.setQueriesData<PostDetail>(
    { queryKey: ["participation", "post", postId] },
    (data) => data && { ...data, post: patch(data.post) },
  );
}

export function removePost(
  client: QueryClient,
  thread: { entityType: PostEntityType; entityId: string },
  postId: string,
) {
  client.setQueriesData<ThreadData>(
    { queryKey: participationKeys.threadOf(thread.entityType, thread.entityId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.filter((post) => post.id !== postId) })),
      },
  );
}

/** Puts a post at the top of the viewer's copy of the thread, unless it is already there. */
export function prependPost(client: QueryClient, viewer: Viewer, post: Post) {
  client.setQueryData<ThreadData>(participationKeys.thread(post.entityType, post.entityId, viewer), (data) => {
    if (!data || data.pages.some((page) => page.items.some((item) => item.id === post.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: [post, ...first!.items] }, ...rest] };
  });
}

export type NewPost = { content: string; postCategory: string; gifUrl: string | null };

export function useCreatePost(entityType: PostEntityType, entityId: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (input: NewPost) =>
      apiFetch<XpField & { post: Post }>(threadPath(entityType, entityId), { method: "POST", body: input }),
    // Never repeat a post that may have landed: the fan would see it twice.
    retry: false,
    onSuccess: (answer) => prependPost(client, viewer.key, answer.post),
  });
}

/** The arrows' rule (001 §4) applied locally for the optimistic update; the server applies the same. */
export function applyPress(post: Pick<Post, "upvotes" | "downvotes" | "userVote">, pressed: VoteType) {
  const before = post.userVote;
  const after = before === pressed ? null : pressed;
  const delta = (type: VoteType) => (after === type ? 1 : 0) - (before === type ? 1 : 0);
  return { upvotes: post.upvotes + delta("upvote"), downvotes: post.downvotes + delta("downvote"), userVote: after };
}

export type PostVote = { postId: string; voteType: VoteType; before: Post };

/**
 * A press on a post's arrow: shown at once in every cached copy of the post, then set to the
 * server's totals, or put back as it was when the request fails (001 §4, optimistic).
 */
export const votePostMutation = (client: QueryClient, thread: { entityType: PostEntityType; entityId: string }) =>
  mutationOptions<VoteAnswer, Error, PostVote>({
    mutationFn: ({ postId, voteType }) =>
      apiFetch<VoteAnswer>(`/api/posts/${encodeURIComponent(postId)}/vote`, { method: "POST", body: { voteType } }),
    // A toggle: repeating one that landed would undo it.
    retry: false,
    onMutate: ({ postId, voteType, before }) =>
      patchPost(client, thread, postId, (post) => ({ ...post, ...applyPress(before, voteType) })),
    onError: (_error, { postId, before }) =>
      patchPost(client, thread, postId, (post) => ({
        ...post,
        upvotes: before.upvotes,
        downvotes: before.downvotes,
        userVote: before.userVote,
      })),
    onSuccess: (answer, { postId }) =>
      patchPost(client, thread, postId, (post) => ({
        ...post,
        upvotes: answer.upvotes,
        downvotes: answer.downvotes,
        userVote: answer.userVote,
      })),
  });

export function useVotePost(thread: { entityType: PostEntityType; entityId: string }) {
  return useMutation(votePostMutation(useQueryClient(), thread));
}

export function useDeletePost(thread: { entityType: PostEntityType; entityId: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => apiFetch<void>(`/api/posts/${encodeURIComponent(postId)}`, { method: "DELETE" }),
    onSuccess: (_answer, postId) => removePost(client, thread, postId),
  });
}

export type UploadedGif = { url: string; width: number; height: number };

export async function uploadGif(file: File): Promise<UploadedGif> {
  const body = new FormData();
  body.append("file", file);
  return apiFetch<UploadedGif>("/api/threads/gifs", { method: "POST", body });
}
