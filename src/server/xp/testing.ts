/** Helpers for the XP tests: many fans at once, and reading what the engine wrote. */
import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { fanActivities, fans, userBadges, users } from "../db/schema";
import { createLogger, type Logger } from "../logger";

/** n fans in two statements (no sessions): for concurrency tests that only call the engine. */
export async function insertFans(db: Database, n: number, xpPoints = 0): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: n }, () => ({ email: `xp-${randomUUID()}@example.test`, role: "fan" as const })))
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  await db.insert(fans).values(ids.map((userId) => ({ userId, xpPoints })));
  return ids;
}

export async function xpOf(db: Database, fanId: string): Promise<number> {
  const [row] = await db.select({ xp: fans.xpPoints }).from(fans).where(eq(fans.userId, fanId));
  return row?.xp ?? 0;
}

export async function activityCount(db: Database, fanId: string, action?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(fanActivities)
    .where(and(eq(fanActivities.fanId, fanId), action ? eq(fanActivities.activityType, action) : undefined));
  return row?.n ?? 0;
}

export async function badgeCount(db: Database, fanId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userBadges).where(eq(userBadges.userId, fanId));
  return row?.n ?? 0;
}

/** Pretends the fan's activities happened `seconds` earlier (the 60 s window is measured on them). */
export async function ageActivities(db: Database, fanId: string, seconds: number) {
  await db
    .update(fanActivities)
    .set({ completedAt: sql`${fanActivities.completedAt} - make_interval(secs => ${seconds})` })
    .where(eq(fanActivities.fanId, fanId));
}

export interface CapturedLogger {
  logger: Logger;
  lines: { level: number; msg?: string; [key: string]: unknown }[];
}

/** A real pino logger whose lines land in an array, for asserting what the engine logged. */
export function captureLogger(): CapturedLogger {
  const lines: CapturedLogger["lines"] = [];
  const logger = createLogger("warn", { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}
