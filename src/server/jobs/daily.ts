const DAY_MS = 86_400_000;

/**
 * The next daily run at `utcHour:utcMinute` (UTC) at or after `now`, and its UTC date, which keys
 * the run's job so every process that queues it queues the same one.
 */
export function nextDailyRun(now: Date, utcHour: number, utcMinute = 0): { day: string; at: Date } {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), utcHour, utcMinute));
  if (at.getTime() < now.getTime()) at.setTime(at.getTime() + DAY_MS);
  return { day: at.toISOString().slice(0, 10), at };
}
