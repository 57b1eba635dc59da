import { Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus metrics (issue 15 item 4). One registry per process; with
 * WEB_CONCURRENCY > 1 a scrape answers with the sum over the host's processes (./cluster.ts).
 * Labels stay few and bounded: a route is its pattern (/api/bands/:id), never the path asked for.
 */
export const metricsRegistry = new Registry();

export const httpRequests = new Counter({
  name: "loudtribe_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: "loudtribe_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const xpAwards = new Counter({
  name: "loudtribe_xp_awards_total",
  help: "XP awards paid (committed), by action",
  labelNames: ["action"] as const,
  registers: [metricsRegistry],
});

export const mails = new Counter({
  name: "loudtribe_mail_total",
  help: "Mails handed to SMTP or the outbox, by outcome",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

/** What the gauges read when scraped; set once the process's dependencies exist. */
export type GaugeSources = {
  sseConnections(): number;
  /** Connections of the database pool in use and requests waiting for one (PostgreSQL only). */
  pool(): { inUse: number; waiting: number } | undefined;
  /** Jobs waiting to run (created or due for a retry). */
  queuedJobs(): Promise<number>;
};

let sources: GaugeSources | undefined;
export const setGaugeSources = (next: GaugeSources) => {
  sources = next;
};

new Gauge({
  name: "loudtribe_sse_connections",
  help: "Open Server-Sent Events streams in this process",
  registers: [metricsRegistry],
  collect() {
    this.set(sources?.sseConnections() ?? 0);
  },
});

new Gauge({
  name: "loudtribe_db_pool_connections",
  help: "Database pool connections in use, and requests waiting for one (PostgreSQL)",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    const pool = sources?.pool();
    this.set({ state: "in_use" }, pool?.inUse ?? 0);
    this.set({ state: "waiting" }, pool?.waiting ?? 0);
  },
});

new Gauge({
  name: "loudtribe_job_queue_depth",
  help: "Background jobs waiting to run",
  registers: [metricsRegistry],
  // Every process reads the same count from the database: a cluster's scrape must not add them up.
  aggregator: "max",
  async collect() {
    this.set(sources ? await sources.queuedJobs().catch(() => 0) : 0);
  },
});
