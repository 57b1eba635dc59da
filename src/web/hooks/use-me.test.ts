import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { meQueryKey, refreshMe } from "./use-me";

/**
 * The server's XP total, and a fetch of it that answers when told to: what it answers is the
 * figure as it was when the request was made (a response made before an award says the old total).
 */
function slowServer(initial: number) {
  let points = initial;
  const pending: (() => void)[] = [];
  return {
    award(to: number) {
      points = to;
    },
    answerAll() {
      for (const answer of pending.splice(0)) answer();
    },
    queryFn: () => {
      const read = points;
      return new Promise<{ xpPoints: number }>((resolve) => pending.push(() => resolve({ xpPoints: read })));
    },
  };
}

async function watchMe(server: ReturnType<typeof slowServer>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const observer = new QueryObserver(client, { queryKey: meQueryKey, queryFn: server.queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await Promise.resolve();
  return { client, observer, unsubscribe };
}

const settle = async (server: ReturnType<typeof slowServer>) => {
  for (let i = 0; i < 5; i++) {
    server.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

describe("refreshMe", () => {
  it("reads the account again when its first read was on its way before the change", async () => {
    const server = slowServer(10);
    const { client, observer, unsubscribe } = await watchMe(server);
    // The first read left before the award; the award lands; then its answer comes back.
    server.award(60);
    const refreshed = refreshMe(client);
    await settle(server);
    await refreshed;
    expect(observer.getCurrentResult().data).toEqual({ xpPoints: 60 });
    unsubscribe();
    client.clear();
  });

  it("ends on the server's figure when a refetch was already on its way", async () => {
    const server = slowServer(10);
    const { client, observer, unsubscribe } = await watchMe(server);
    await settle(server);
    void observer.refetch();
    server.award(35);
    const refreshed = refreshMe(client);
    await settle(server);
    await refreshed;
    expect(observer.getCurrentResult().data).toEqual({ xpPoints: 35 });
    unsubscribe();
    client.clear();
  });
});
