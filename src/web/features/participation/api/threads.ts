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
import type { Page } from "@/shared/contract/define";
import type { Post, PostDetail, VoteAnswer, VoteType } from "@/shared/contract/posts";
import type { PostEntityType } from "@/shared/validation/community";
import { api } from "@/web/lib/api";
import { useViewer } from "../hooks/use-viewer";
import { participationKeys, type Viewer } from "./keys";

export type { PostDetail, ThreadInfo } from "@/shared/contract/posts";

type ThreadData = InfiniteData<Page<Post>, string | null>;

/** GET /api/threads/:type/:id/posts: newest first, a page per request (001 §2 'Community Posts panel'). */
export const threadQueryOptions = (entityType: PostEntityType, entityId: string, viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: participationKeys.thread(entityType, entityId, viewer),
    queryFn: ({ pageParam, signal }) =>
      api(
        "GET /api/threads/{entityType}/{entityId}/posts",
        { params: { entityType, entityId }, query: { cursor: pageParam } },
        { signal },
      ),
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
    queryFn: ({ signal }) => api("GET /api/posts/{id}", { params: { id: postId } }, { signal }),
  });

export function usePost(postId: string) {
  const viewer = useViewer();
  return useQuery({ ...postQueryOptions(postId, viewer.key), enabled: viewer.user !== undefined && Boolean(postId) });
}

export const fetchPost = (postId: string) => api("GET /api/posts/{id}", { params: { id: postId } });

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
      api("POST /api/threads/{entityType}/{entityId}/posts", { params: { entityType, entityId }, body: input }),
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
      api("POST /api/posts/{id}/vote", { params: { id: postId }, body: { voteType } }),
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
    mutationFn: (postId: string) => api("DELETE /api/posts/{id}", { params: { id: postId } }),
    onSuccess: (_answer, postId) => removePost(client, thread, postId),
  });
}

export type { UploadedGif } from "@/shared/contract/threads";

export async function uploadGif(file: File) {
  const body = new FormData();
  body.append("file", file);
  return api("POST /api/threads/gifs", { body });
}
