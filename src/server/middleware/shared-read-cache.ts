import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

type Entry = { body: ArrayBuffer; headers: [string, string][]; expires: number };

export interface SharedReadCache {
  get(key: string): Entry | undefined;
  set(key: string, entry: Omit<Entry, "expires">): void;
  /** Forget everything (after any write). */
  clear(): void;
  readonly size: number;
}

/** Entries live `ttlMs`; past `maxEntries` the oldest goes first. */
export function createSharedReadCache(options: { ttlMs: number; maxEntries: number }): SharedReadCache {
  const entries = new Map<string, Entry>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires > Date.now()) return entry;
      if (entry) entries.delete(key);
      return undefined;
    },
    set(key, entry) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...entry, expires: Date.now() + options.ttlMs });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** The response headers a cached answer carries again (the rest are added per request). */
const KEPT_HEADERS = ["content-type", "content-encoding", "vary"];

/**
 * Caches the 200 answers of a public read that is the same for every visitor and member (the band
 * list, search) in deps.readCache for a few seconds, keyed by path, query and whether the client
 * takes gzip, and answers repeats from memory without the database. Any successful write through
 * the API empties the cache (clearSharedReadsOnWrite), so this process never shows its own users a
 * list older than their last change; a write made elsewhere (another server process on the same
 * PostgreSQL, a script) shows within the time to live. Only for routes whose answer does not depend
 * on who asks: never mount it on one that reads the session.
 */
export function sharedReadCache(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cache = c.get("deps").readCache;
    if (!cache || c.req.method !== "GET") return next();
    const url = c.req.url;
    const gzip = /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "");
    const key = `${gzip ? "gzip" : "identity"} ${url.slice(url.indexOf("/", url.indexOf("//") + 2))}`;
    const hit = cache.get(key);
    if (hit) return new Response(hit.body, { status: 200, headers: hit.headers });
    await next();
    if (c.res.status !== 200) return;
    const headers = KEPT_HEADERS.flatMap((name) => {
      const value = c.res.headers.get(name);
      return value === null ? [] : [[name, value] as [string, string]];
    });
    cache.set(key, { body: await c.res.clone().arrayBuffer(), headers });
  };
}

/** Empties deps.readCache after every API request that changed something (not GET or HEAD, status < 400). */
export function clearSharedReadsOnWrite(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD" && c.res.status < 400) c.get("deps").readCache?.clear();
  };
}
