import type { Database } from "../../../src/server/db/client";

type Query = (...args: unknown[]) => Promise<unknown>;

/** One statement as the app sent it to the driver: its exact arguments, to send again unchanged. */
export type CapturedQuery = { args: unknown[]; text: string; params: unknown[] };

/** The driver client under Drizzle: node-postgres's Pool or the PGlite instance. Both have query(). */
function clientOf(db: Database): { query: Query } {
  return (db as unknown as { $client: { query: Query } }).$client;
}

function describeArgs(args: unknown[]): { text: string; params: unknown[] } {
  const [first, second] = args;
  const text = typeof first === "string" ? first : String((first as { text?: unknown }).text ?? "");
  return { text, params: Array.isArray(second) ? second : [] };
}

/**
 * The statements `run` sends through the driver (run it alone: concurrent work would be captured
 * too). Nothing about them is changed; they still execute.
 */
export async function captureQueries(db: Database, run: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const client = clientOf(db);
  const original = client.query;
  const captured: CapturedQuery[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    captured.push({ args, ...describeArgs(args) });
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return captured;
}

/**
 * Sends captured statements again, straight to the driver, all at once: the fastest the driver
 * could serve that request's reads, so the API's share of it is not flattered.
 */
export function replayer(db: Database, statements: readonly CapturedQuery[]) {
  const client = clientOf(db);
  return async () => {
    await Promise.all(statements.map((statement) => client.query(...statement.args)));
  };
}
