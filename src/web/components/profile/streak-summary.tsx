import { formatIst } from "@/shared/datetime";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useStreak } from "@/web/hooks/use-streak";
import { cn } from "@/web/lib/cn";

// Noon IST on the day, so the weekday is the IST day's whatever the browser's zone is.
const dayInstant = (day: string) => `${day}T12:00:00+05:30`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * '🔥 {n}-day streak' (issue 14): the current and best run in IST days, how far the 7-day
 * 'Maintain a streak' reward is, and a strip of the last 7 days, each with a text label.
 */
export function StreakSummary() {
  const streak = useStreak();
  if (streak.isPending) {
    return (
      <div role="status" aria-label="Loading your streak" className="grid gap-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8" />
      </div>
    );
  }
  if (streak.isError) {
    return (
      <p role="alert" className="rounded-xl bg-muted p-3 text-center text-sm text-red-300">
        Unable to load your streak
      </p>
    );
  }
  const s = streak.data;
  const reward = s.rewardPaid
    ? `Maintain a streak: +${s.rewardPoints} XP earned for this streak`
    : s.daysToReward === 0
      ? `Maintain a streak: ${s.rewardDays} days reached`
      : `Maintain a streak: ${plural(s.daysToReward, "more day")} to +${s.rewardPoints} XP`;
  return (
    <section aria-label="Your streak" className="grid gap-2 rounded-2xl border bg-card p-3">
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-bold">
          <span aria-hidden="true">🔥 </span>
          {s.current}-day streak
        </p>
        <p className="text-xs text-muted-foreground">Best: {plural(s.best, "day")}</p>
      </div>
      <p className="text-xs text-muted-foreground">{reward}</p>
      <ol className="grid grid-cols-7 gap-1" aria-label="The last 7 days">
        {s.week.map((day) => {
          const name = formatIst(dayInstant(day.day), "EEEE d MMM");
          return (
            <li key={day.day} className="grid justify-items-center gap-1 text-[11px] text-muted-foreground">
              <span aria-hidden="true">{formatIst(dayInstant(day.day), "EEEEE")}</span>
              <span
                aria-hidden="true"
                className={cn("size-5 rounded-full", day.active ? "bg-primary" : "border border-secondary bg-muted")}
              />
              <span className="sr-only">
                {name}: {day.active ? "active" : "not active"}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
