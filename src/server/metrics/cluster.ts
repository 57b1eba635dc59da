import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import { metricsRegistry } from "./registry";

/**
 * One scrape of /metrics sees the whole cluster (WEB_CONCURRENCY > 1). The OS hands a scrape to
 * one worker; that worker asks the primary over node:cluster's IPC channel, and the primary's
 * prom-client AggregatorRegistry collects every worker's registry (over the same channel) and adds
 * them up: counters and histograms are summed, gauges summed too unless they say otherwise (the
 * job queue depth, the same database count in every process, takes the max).
 */
const REQUEST = "loudtribe:cluster-metrics-request";
const RESPONSE = "loudtribe:cluster-metrics-response";
/** prom-client gives up on a silent worker after 5 s; this is the worker's wait for the primary. */
const PRIMARY_TIMEOUT_MS = 8_000;

type Message = { type?: string; id?: number; text?: string; error?: string };

/** In the primary, before forking: answers the workers' requests for the cluster's metrics. */
export function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: Message) => {
    if (message?.type !== REQUEST) return;
    const reply = (answer: Omit<Message, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: RESPONSE, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

let joined = false;
let nextId = 0;
const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();

/** In a worker: its registry answers the primary's collection, and /metrics asks for the whole. */
export function joinClusterMetrics() {
  if (joined || !cluster.isWorker) return;
  joined = true;
  AggregatorRegistry.setRegistries([metricsRegistry]);
  // Constructing one installs prom-client's listener that answers the primary with our registry.
  new AggregatorRegistry();
  process.on("message", (message: Message) => {
    if (message?.type !== RESPONSE || message.id === undefined) return;
    const request = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) request?.reject(new Error(message.error));
    else request?.resolve(message.text ?? "");
  });
}

/** The metrics text /metrics answers with: the cluster's sum in a worker, else this process's own. */
export function scrapeMetrics(): Promise<string> {
  if (!joined || !process.send) return metricsRegistry.metrics();
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("the primary process did not answer with the cluster's metrics"));
    }, PRIMARY_TIMEOUT_MS);
    waiting.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send!({ type: REQUEST, id });
  });
}
