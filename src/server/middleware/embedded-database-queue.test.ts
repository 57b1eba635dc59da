import { describe, expect, it } from "vitest";
import { createTestApp, getTestDatabase } from "../test";

const database = await getTestDatabase();

describe("the embedded database's queue", () => {
  it.skipIf(Boolean(database.url))(
    "answers 503 'busy' with Retry-After when no turn comes within the wait, then serves again",
    async () => {
      const t = await createTestApp({ env: { DB_QUEUE_WAIT_MS: "50" } });
      const gate = t.deps.dbQueue!;
      // Every turn taken, as by four slow requests.
      const held = await Promise.all([1, 2, 3, 4].map(() => gate.acquire()));
      const res = await t.app.request("/api/bands");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(await res.json()).toEqual({
        error: { code: "busy", message: "LoudTribe is busy, try again in a moment." },
      });
      // The health check does not queue: a busy server is alive.
      expect((await t.app.request("/api/health")).status).toBe(200);
      for (const release of held) release();
      expect((await t.app.request("/api/bands")).status).toBe(200);
      expect(gate.active).toBe(0);
    },
  );

  it.skipIf(Boolean(database.url))("lets a waiting request through as soon as a turn is free", async () => {
    const t = await createTestApp({ env: { DB_QUEUE_WAIT_MS: "5000" } });
    const gate = t.deps.dbQueue!;
    const held = await Promise.all([1, 2, 3, 4].map(() => gate.acquire()));
    const pending = t.app.request("/api/bands");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate.waiting).toBe(1);
    held[0]!();
    expect((await pending).status).toBe(200);
    for (const release of held) release();
  });

  it("is not there on PostgreSQL (its pool queues fairly) or when DB_QUEUE_WAIT_MS is 0", async () => {
    const off = await createTestApp({ env: { DB_QUEUE_WAIT_MS: "0" } });
    expect(off.deps.dbQueue).toBeUndefined();
    if (database.url) expect((await createTestApp({ env: { DB_QUEUE_WAIT_MS: "50" } })).deps.dbQueue).toBeUndefined();
  });
});
