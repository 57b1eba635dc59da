import { describe, expect, it } from "vitest";
import { createFifoGate, GateBusyError } from "./fifo-gate";

describe("createFifoGate", () => {
  it("gives turns in arrival order once the holders release", async () => {
    const gate = createFifoGate({ concurrency: 1, maxQueue: 10, maxWaitMs: 1_000 });
    const first = await gate.acquire();
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) =>
      gate.acquire().then((release) => {
        order.push(n);
        release();
      }),
    );
    expect(gate.waiting).toBe(3);
    first();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(gate.active).toBe(0);
  });

  it("lets `concurrency` callers in at once", async () => {
    const gate = createFifoGate({ concurrency: 3, maxQueue: 10, maxWaitMs: 1_000 });
    const releases = await Promise.all([1, 2, 3].map(() => gate.acquire()));
    expect(gate.active).toBe(3);
    expect(gate.waiting).toBe(0);
    for (const release of releases) release();
    expect(gate.active).toBe(0);
  });

  it("refuses at once when the queue is full", async () => {
    const gate = createFifoGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 1_000 });
    const held = await gate.acquire();
    const waiting = gate.acquire();
    await expect(gate.acquire()).rejects.toEqual(new GateBusyError("queue_full"));
    held();
    (await waiting)();
  });

  it("gives up on a caller that waited too long, and serves the next one", async () => {
    const gate = createFifoGate({ concurrency: 1, maxQueue: 10, maxWaitMs: 30 });
    const held = await gate.acquire();
    const error = await gate.acquire().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GateBusyError);
    expect((error as GateBusyError).reason).toBe("timed_out");
    expect(gate.waiting).toBe(0);
    held();
    (await gate.acquire())();
    expect(gate.active).toBe(0);
  });

  it("ignores a second release of the same turn", async () => {
    const gate = createFifoGate({ concurrency: 1, maxQueue: 10, maxWaitMs: 1_000 });
    const release = await gate.acquire();
    release();
    release();
    expect(gate.active).toBe(0);
    const again = await gate.acquire();
    expect(gate.active).toBe(1);
    again();
  });
});
