import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** The one NOTIFY channel every server process listens on; the payload names a topic. */
export const REALTIME_CHANNEL = "loudtribe_realtime";

/**
 * Topics: `user:{id}` (private to that user: XP, badges), `thread:{entityType}:{entityId}` (public
 * posts and votes of one community thread), `admin` (admins only: pending approvals).
 */
export interface RealtimeMessage {
  topic: string;
  event: string;
  data?: Record<string, unknown>;
}

/**
 * Queues a message. Inside a transaction Postgres delivers it only at commit (and drops it on
 * rollback), so listeners never see a change that did not happen. Payloads stay small (< 8 kB).
 */
export async function publish(db: DbOrTx, message: RealtimeMessage): Promise<void> {
  await db.execute(sql`select ${notifyExpression(message)}`);
}

/** The `pg_notify(…)` call itself, for a statement that publishes as part of its own work. */
export function notifyExpression(message: RealtimeMessage): SQL {
  return sql`pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(message)})`;
}
