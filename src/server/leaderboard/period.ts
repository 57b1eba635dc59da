import { TZDate } from "@date-fns/tz";
import type { LeaderboardPeriod } from "@/shared/contract/leaderboard";
import { PRODUCT_TIME_ZONE } from "@/shared/product";

const isoDay = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/**
 * The first IST day a period board counts (YYYY-MM-DD): this week's Monday, this month's 1st; null
 * for all time. The aggregate is kept per IST day, so "from Monday 00:00 IST" is "from Monday's row".
 */
export function periodStart(period: LeaderboardPeriod, now: Date): string | null {
  if (period === "all") return null;
  const ist = new TZDate(now.getTime(), PRODUCT_TIME_ZONE);
  const [year, month, day] = [ist.getFullYear(), ist.getMonth(), ist.getDate()];
  if (period === "month") return isoDay(year, month, 1);
  // getDay(): Sunday 0 … Saturday 6; the IST week starts on Monday.
  const sinceMonday = (ist.getDay() + 6) % 7;
  return isoDay(year, month, day - sinceMonday);
}
