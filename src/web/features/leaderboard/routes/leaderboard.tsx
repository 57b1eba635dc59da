import { useState } from "react";
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from "@/shared/contract/leaderboard";
import { CityAutocomplete } from "@/web/components/city-autocomplete";
import { Page } from "@/web/components/layout/page";
import { LoadFailed } from "@/web/components/load-failed";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useAuth } from "@/web/hooks/use-auth";
import { useMe } from "@/web/hooks/use-me";
import { useLeaderboard } from "../api/get-leaderboard";
import { LeaderboardList } from "../components/leaderboard-list";

const TAB_LABELS: Record<LeaderboardPeriod, string> = { week: "This week", month: "This month", all: "All time" };

/**
 * /leaderboard (issue 14): the top 50 fans by XP this week (from Monday 00:00 IST), this month or
 * all time, in all of India or one city — by default the signed-in fan's own city.
 */
export default function LeaderboardRoute() {
  const { user } = useAuth();
  const me = useMe();
  const [period, setPeriod] = useState<LeaderboardPeriod>("week");
  // Until the fan touches the filter, it follows their saved city (null = all of India).
  const [typedCity, setTypedCity] = useState<string | null>(null);
  const cityText = typedCity ?? me.data?.fan?.city ?? "";
  const city = cityText.trim() || null;
  const board = useLeaderboard(period, city, user?.id ?? null);

  return (
    <Page title="Leaderboard" description="Fans who earned the most XP" className="max-w-2xl">
      {/* Every period's tab controls a panel (WAI-ARIA tabs): the panels all exist, only the chosen one shows the board. */}
      <Tabs value={period} onValueChange={(value) => setPeriod(value as LeaderboardPeriod)}>
        <div className="mb-5 grid gap-3">
          <TabsList>
            {LEADERBOARD_PERIODS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="flex items-center gap-2">
            <label htmlFor="leaderboard-city" className="shrink-0 text-sm font-semibold">
              City
            </label>
            <CityAutocomplete
              id="leaderboard-city"
              value={cityText}
              onChange={setTypedCity}
              placeholder="All of India"
              className="min-w-0 flex-1"
            />
            {city ? (
              <Button variant="ghost" size="sm" onClick={() => setTypedCity("")}>
                All of India
              </Button>
            ) : null}
          </div>
        </div>
        {LEADERBOARD_PERIODS.map((value) => (
          <TabsContent key={value} value={value} forceMount className="data-[state=inactive]:hidden">
            {value === period ? (
              board.data ? (
                <LeaderboardList board={board.data} />
              ) : board.isError ? (
                <LoadFailed
                  message="Failed to load the leaderboard"
                  onRetry={() => void board.refetch()}
                  className="rounded-xl bg-muted p-6"
                />
              ) : (
                <div role="status" aria-label="Loading the leaderboard" className="grid gap-2">
                  {Array.from({ length: 6 }, (_, i) => (
                    <Skeleton key={i} className="h-14 rounded-xl" />
                  ))}
                </div>
              )
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}
