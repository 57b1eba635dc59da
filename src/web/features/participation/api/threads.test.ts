import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Page } from "@/shared/contract/define";
import type { Post, VoteType } from "@/shared/contract/posts";
import { participationKeys } from "./keys";
import { applyPress, type PostDetail, postKey, prependPost, votePostMutation } from "./threads";

const thread = { entityType: "band", entityId: "b1" } as const;

const makePost = (id: string, over: Partial<Post> = {}): Post => ({
  id,
  ...thread,
  content: `post ${id}`,
  category: "general",
  gifUrl: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  upvotes: 3,
  downvotes: 1,
  commentsCount: 0,
  userVote: null,
  author: { id: "u1", name: "Riya", avatarUrl: null },
  canDelete: false,
  removed: false,
  ...over,
});

/** A client holding the thread (as the viewer sees it) and the post's own page, as the UI would. */
function cached(post: Post) {
  const client = new QueryClient();
  client.setQueryData(participationKeys.thread(thread.entityType, thread.entityId, "me"), {
    pages: [{ items: [post, makePost("p2")], nextCursor: null }],
    pageParams: [null],
  });
  client.setQueryData<PostDetail>(postKey(post.id, "me"), { post, thread: { ...thread, name: "Band", genre: "Rock" } });
  const inThread = () =>
    client
      .getQueryData<{ pages: Page<Post>[] }>(participationKeys.thread(thread.entityType, thread.entityId, "me"))!
      .pages[0]!.items.find((item) => item.id === post.id)!;
  const onPage = () => client.getQueryData<PostDetail>(postKey(post.id, "me"))!.post;
  return { client, inThread, onPage };
}

/** fetch answering the vote request after `release()`, so the optimistic state can be looked at. */
function pendingFetch(status: number, body: unknown) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      await gate;
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return release;
}

afterEach(() => vi.unstubAllGlobals());

describe("applyPress (001 §4)", () => {
  const post = { upvotes: 5, downvotes: 2 };
  it.each<[VoteType | null, VoteType, { upvotes: number; downvotes: number; userVote: VoteType | null }]>([
    [null, "upvote", { upvotes: 6, downvotes: 2, userVote: "upvote" }],
    [null, "downvote", { upvotes: 5, downvotes: 3, userVote: "downvote" }],
    ["upvote", "upvote", { upvotes: 4, downvotes: 2, userVote: null }],
    ["downvote", "downvote", { upvotes: 5, downvotes: 1, userVote: null }],
    ["upvote", "downvote", { upvotes: 4, downvotes: 3, userVote: "downvote" }],
    ["downvote", "upvote", { upvotes: 6, downvotes: 1, userVote: "upvote" }],
  ])("from %s, pressing %s gives %j", (before, pressed, after) => {
    expect(applyPress({ ...post, userVote: before }, pressed)).toEqual(after);
  });
});

describe("votePostMutation", () => {
  it("shows the vote at once in the thread and on the post's page, then the server's totals", async () => {
    const post = makePost("p1");
    const { client, inThread, onPage } = cached(post);
    const release = pendingFetch(200, { upvotes: 9, downvotes: 1, userVote: "upvote", xp: null });
    const done = new MutationObserver(client, votePostMutation(client, thread)).mutate({
      postId: "p1",
      voteType: "upvote",
      before: post,
    });

    await vi.waitFor(() => expect(inThread()).toMatchObject({ upvotes: 4, downvotes: 1, userVote: "upvote" }));
    expect(onPage()).toMatchObject({ upvotes: 4, userVote: "upvote" });
    release();
    await done;
    expect(inThread()).toMatchObject({ upvotes: 9, downvotes: 1, userVote: "upvote" });
    expect(onPage()).toMatchObject({ upvotes: 9, userVote: "upvote" });
  });

  it("puts the post back as it was when the vote fails", async () => {
    const post = makePost("p1", { userVote: "downvote" });
    const { client, inThread, onPage } = cached(post);
    const release = pendingFetch(429, { error: { code: "rate_limited", message: "You're voting too fast." } });
    const done = new MutationObserver(client, votePostMutation(client, thread))
      .mutate({ postId: "p1", voteType: "upvote", before: post })
      .catch((error: unknown) => error);

    await vi.waitFor(() => expect(inThread()).toMatchObject({ upvotes: 4, downvotes: 0, userVote: "upvote" }));
    release();
    expect(await done).toMatchObject({ status: 429 });
    expect(inThread()).toMatchObject({ upvotes: 3, downvotes: 1, userVote: "downvote" });
    expect(onPage()).toMatchObject({ upvotes: 3, downvotes: 1, userVote: "downvote" });
  });

  it("leaves the other posts alone", async () => {
    const post = makePost("p1");
    const { client } = cached(post);
    pendingFetch(200, { upvotes: 4, downvotes: 1, userVote: "upvote", xp: null })();
    await new MutationObserver(client, votePostMutation(client, thread)).mutate({
      postId: "p1",
      voteType: "upvote",
      before: post,
    });
    const items = client.getQueryData<{ pages: Page<Post>[] }>(participationKeys.thread("band", "b1", "me"))!.pages[0]!
      .items;
    expect(items[1]).toEqual(makePost("p2"));
  });
});

describe("prependPost (a live 'post-created')", () => {
  it("puts a new post on top once, even when the message arrives twice", () => {
    const { client } = cached(makePost("p1"));
    const fresh = makePost("p9");
    prependPost(client, "me", fresh);
    prependPost(client, "me", fresh);
    const items = client.getQueryData<{ pages: Page<Post>[] }>(participationKeys.thread("band", "b1", "me"))!.pages[0]!
      .items;
    expect(items.map((item) => item.id)).toEqual(["p9", "p1", "p2"]);
  });
});
