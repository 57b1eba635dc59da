/** Why a wait for the gate ended without a turn. */
export class GateBusyError extends Error {
  constructor(readonly reason: "queue_full" | "timed_out") {
    super(reason === "queue_full" ? "the queue is full" : "waited too long for a turn");
  }
}

export interface FifoGate {
  /** Resolves with a release function once it is this caller's turn; rejects with GateBusyError. */
  acquire(): Promise<() => void>;
  /** Callers holding a turn, and callers waiting for one. */
  readonly active: number;
  readonly waiting: number;
}

/**
 * At most `concurrency` holders at once; the others wait in arrival order (first come, first
 * served), at most `maxQueue` of them and at most `maxWaitMs` each. A caller that cannot be served
 * soon is told at once (GateBusyError) instead of piling up behind the others.
 */
export function createFifoGate(options: { concurrency: number; maxQueue: number; maxWaitMs: number }): FifoGate {
  let active = 0;
  const queue: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.grant(); // the turn passes straight on: `active` stays the same
    } else {
      active -= 1;
    }
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    acquire() {
      if (active < options.concurrency) {
        active += 1;
        return Promise.resolve(once());
      }
      if (queue.length >= options.maxQueue) return Promise.reject(new GateBusyError("queue_full"));
      return new Promise((resolve, reject) => {
        const entry = {
          grant: () => resolve(once()),
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(entry), 1);
            reject(new GateBusyError("timed_out"));
          }, options.maxWaitMs),
        };
        queue.push(entry);
      });
    },
  };
}
