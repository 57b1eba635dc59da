import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";
import { REALTIME_CHANNEL, type RealtimeMessage } from "./notify";

/** A message on its way to browsers, with this process's event id. */
export interface RealtimeDelivery extends RealtimeMessage {
  id: string;
}

export type RealtimeListener = (message: RealtimeDelivery) => void;

interface Subscriber {
  topics: ReadonlySet<string>;
  listener: RealtimeListener;
}

/**
 * One LISTEN per process on the realtime channel, fanned out in memory to the connected browsers
 * whose topics match. Every process on one PostgreSQL gets every NOTIFY, so a browser connected to
 * any process hears about changes made through any other.
 */
export class RealtimeHub {
  private readonly subscribers = new Set<Subscriber>();
  private listening: Promise<void> | undefined;
  // Event ids: unique within this process's lifetime, increasing, so a browser can tell order.
  private readonly incarnation = Date.now().toString(36);
  private sequence = 0;

  constructor(
    private readonly db: DatabaseHandle,
    private readonly logger: Logger,
  ) {}

  /** Resolves once this process LISTENs (the first call starts it); rejects if it cannot. */
  start(): Promise<void> {
    return this.listen();
  }

  /** Delivers messages of `topics` to `listener` until the returned function is called. */
  subscribe(topics: ReadonlySet<string>, listener: RealtimeListener): () => void {
    const subscriber: Subscriber = { topics, listener };
    this.subscribers.add(subscriber);
    return () => void this.subscribers.delete(subscriber);
  }

  get connectionCount() {
    return this.subscribers.size;
  }

  private listen(): Promise<void> {
    this.listening ??= this.db
      .listen(REALTIME_CHANNEL, (payload) => this.dispatch(payload))
      .then(
        () => undefined,
        (error: unknown) => {
          // Let the next connection try again rather than caching the failure for the process's life.
          this.listening = undefined;
          throw error;
        },
      );
    return this.listening;
  }

  private dispatch(payload: string) {
    const messages = parseMessages(payload);
    if (!messages) {
      this.logger.warn({ payload: payload.slice(0, 200) }, "realtime: ignored a malformed message");
      return;
    }
    for (const message of messages) this.deliver(message);
  }

  private deliver(message: RealtimeMessage) {
    const delivery: RealtimeDelivery = { ...message, id: `${this.incarnation}-${++this.sequence}` };
    for (const subscriber of this.subscribers) {
      if (!subscriber.topics.has(message.topic)) continue;
      try {
        subscriber.listener(delivery);
      } catch (error) {
        this.logger.error({ err: error, topic: message.topic }, "realtime: a listener failed");
      }
    }
  }
}

/**
 * A NOTIFY payload: one message (`topic`), or the same event for several topics (`topics`, a list
 * of strings), which a set-based write uses to tell thousands of fans in a few hundred NOTIFYs
 * instead of one each (notifications/gigs.ts). Each topic is delivered as its own message.
 */
function parseMessages(payload: string): RealtimeMessage[] | undefined {
  try {
    const value = JSON.parse(payload) as (Partial<RealtimeMessage> & { topics?: unknown }) | null;
    if (!value || typeof value.event !== "string") return undefined;
    const data = value.data && typeof value.data === "object" ? value.data : undefined;
    const event = value.event;
    if (typeof value.topic === "string") return [{ topic: value.topic, event, data }];
    if (!Array.isArray(value.topics) || !value.topics.every((topic) => typeof topic === "string")) return undefined;
    return (value.topics as string[]).map((topic) => ({ topic, event, data }));
  } catch {
    return undefined;
  }
}

const hubs = new WeakMap<DatabaseHandle, RealtimeHub>();

/** The process's hub for this database (tests run several apps, each on its own database). */
export function realtimeHub(db: DatabaseHandle, logger: Logger): RealtimeHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new RealtimeHub(db, logger);
    hubs.set(db, hub);
  }
  return hub;
}
