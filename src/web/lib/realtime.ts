import { useEffect, useRef } from "react";
import { isPrivateTopic } from "@/shared/realtime-topics";
import { isClientError } from "./api-client";

/**
 * Live updates from GET /api/realtime (Server-Sent Events). One EventSource per tab, shared by
 * every subscriber: it carries the public topics the mounted components follow, and the server
 * adds the signed-in user's private `user:{id}` topic by itself (private topics never go in the
 * URL). When the set of topics changes the connection is reopened with the new set.
 *
 * Drops: the browser reconnects on its own after the server's `retry:` hint; when it gives up (an
 * HTTP error, the server down) we reopen with exponential backoff. Missed messages are not
 * replayed: whenever the connection becomes live `onRealtimeConnected` listeners refetch what may
 * have missed one. After a drop that is everything they show; when a connection opens for a page
 * (first load, a new set of topics) it is only what was read more than a few seconds earlier: the
 * data the page just rendered with (from the server's HTML, or fetched on navigating) is not read
 * twice (issue 20: every band page load fetched its posts twice).
 */
export interface RealtimeMessage {
  topic: string;
  event: string;
  data: Record<string, unknown>;
}

export type RealtimeHandler = (message: RealtimeMessage) => void;

/** Picks the cached queries a connection going live may have made stale (use as invalidateQueries' predicate). */
export type MissedFilter = (query: { state: { dataUpdatedAt: number; error: unknown } }) => boolean;

/** Data read this recently before a new connection is taken as current (the page was just rendered with it). */
export const FRESH_ON_CONNECT_MS = 30_000;

const ENDPOINT = "/api/realtime";
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
// Components mounting together (a page and its panels) share one reconnect.
const SETTLE_MS = 50;

class RealtimeConnection {
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();
  private readonly connectedListeners = new Set<(missed: MissedFilter) => void>();
  private source: EventSource | undefined;
  private key = "";
  private attempt = 0;
  /** True from a drop until the connection is live again: whatever was shown may have missed messages. */
  private dropped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;

  subscribe(topic: string, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler);
    this.settle();
    return () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(topic) === set) this.handlers.delete(topic);
      this.settle();
    };
  }

  onConnected(listener: (missed: MissedFilter) => void): () => void {
    this.connectedListeners.add(listener);
    return () => void this.connectedListeners.delete(listener);
  }

  /**
   * Syncs SETTLE_MS after the first change of a burst: the page's 20–40 subscriptions arrive in one
   * commit, and re-arming a timer for each cost a platform timer apiece (issue 20); the sync reads
   * whatever is subscribed when it runs.
   */
  private settle() {
    if (this.settleTimer !== undefined) return;
    this.settleTimer = setTimeout(() => {
      this.settleTimer = undefined;
      this.sync();
    }, SETTLE_MS);
  }

  /** Opens, reopens or closes the connection to match the topics subscribed now. */
  private sync() {
    const topics = [...this.handlers.keys()].sort();
    const key = topics.join(",");
    if (key === this.key && (this.source || this.retryTimer)) return;
    this.close();
    this.key = key;
    this.attempt = 0;
    if (topics.length > 0) this.open();
  }

  private open() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const publicTopics = this.key.split(",").filter((topic) => topic && !isPrivateTopic(topic));
    const url = publicTopics.length ? `${ENDPOINT}?topics=${encodeURIComponent(publicTopics.join(","))}` : ENDPOINT;
    const source = new EventSource(url);
    this.source = source;
    source.addEventListener("ready", () => {
      this.attempt = 0;
      const openedAt = Date.now();
      // A query answered with a 4xx (a missing page) missed nothing: asking again gets the same answer (000 §9).
      const missed: MissedFilter = this.dropped
        ? (query) => !isClientError(query.state.error)
        : (query) => !isClientError(query.state.error) && query.state.dataUpdatedAt < openedAt - FRESH_ON_CONNECT_MS;
      this.dropped = false;
      for (const listener of this.connectedListeners) listener(missed);
    });
    source.onmessage = (event: MessageEvent<string>) => this.dispatch(event.data);
    source.onerror = () => {
      this.dropped = true;
      // CONNECTING: the browser is already retrying. CLOSED: it gave up, so we take over.
      if (source.readyState === EventSource.CLOSED && this.source === source) this.retryLater();
    };
  }

  private retryLater() {
    this.source?.close();
    this.source = undefined;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.attempt++);
    // Jitter, so tabs dropped together by a server restart do not all come back at once.
    this.retryTimer = setTimeout(() => this.open(), delay / 2 + Math.random() * (delay / 2));
  }

  /** Back online: retry now instead of waiting out the backoff. */
  retryNow() {
    if (this.retryTimer && this.key) this.open();
  }

  private close() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.source?.close();
    this.source = undefined;
  }

  private dispatch(raw: string) {
    let message: RealtimeMessage;
    try {
      message = JSON.parse(raw) as RealtimeMessage;
    } catch {
      return;
    }
    for (const handler of this.handlers.get(message.topic) ?? []) handler(message);
  }
}

let connection: RealtimeConnection | undefined;

function shared(): RealtimeConnection {
  if (!connection) {
    connection = new RealtimeConnection();
    const current = connection;
    window.addEventListener("online", () => current.retryNow());
  }
  return connection;
}

/** Calls `handler` for every message on `topic` while subscribed; returns the unsubscribe. */
export function subscribe(topic: string, handler: RealtimeHandler): () => void {
  return shared().subscribe(topic, handler);
}

/** Called each time the connection becomes live (first connect and reconnects), to refetch what may have been missed. */
export function onRealtimeConnected(listener: (missed: MissedFilter) => void): () => void {
  return shared().onConnected(listener);
}

/**
 * Follows `topic` while the component is mounted (null: follow nothing, e.g. signed out).
 * `handler` may change between renders without reconnecting.
 */
export function useRealtime(topic: string | null | undefined, handler: RealtimeHandler) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!topic) return undefined;
    return subscribe(topic, (message) => latest.current(message));
  }, [topic]);
}

/**
 * Runs `listener` each time the connection becomes live while mounted, with the filter of what to
 * read again: `invalidateQueries({ queryKey, predicate: missed })`.
 */
export function useRealtimeConnected(listener: (missed: MissedFilter) => void) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onRealtimeConnected((missed) => latest.current(missed)), []);
}
