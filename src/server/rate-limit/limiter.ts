import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export interface RateRule {
  /** Short name, part of the key: "sign-in", "post", … */
  name: string;
  windowSeconds: number;
  max: number;
  /** What the client is told when over the limit. */
  message: string;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, so every server process on one PostgreSQL shares it.
 * One atomic upsert per hit: a new window starts when the old one has expired.
 */
export async function hitRateLimit(db: Database, rule: RateRule, subject: string): Promise<RateDecision> {
  const key = `${rule.name}:${subject}`;
  const window = `${rule.windowSeconds} seconds`;
  const result = await db.execute<{ count: number; window_started_at: string | Date }>(sql`
    insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - ${window}::interval then now() else rate_limits.window_started_at end
    returning count, window_started_at`);
  const row = result.rows[0]!;
  const started = new Date(row.window_started_at).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((started + rule.windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed: Number(row.count) <= rule.max, retryAfterSeconds };
}
