import { HistoryIcon, TrophyIcon } from "lucide-react";
import { Link } from "react-router";
import { LoadFailed } from "@/web/components/load-failed";
import { StreakSummary } from "@/web/components/profile/streak-summary";
import { Button } from "@/web/components/ui/button";
import { SheetClose, SheetDescription, SheetHeader, SheetTitle } from "@/web/components/ui/sheet";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useMyXp } from "../api/get-my-xp";
import { ClosestBadges } from "./closest-badges";
import { LevelProgress } from "./level-progress";

type ClubViewProps = { onLearnMore: () => void; onExploreBenefits: () => void; onHistory: () => void };

/** 'WELCOME TO XP CLUB': the level, the bar to the next one, 'You are here' and the points to go. */
export function ClubView({ onLearnMore, onExploreBenefits, onHistory }: ClubViewProps) {
  const xp = useMyXp();
  return (
    <>
      <SheetHeader className="items-center text-center">
        <SheetTitle className="text-2xl font-extrabold tracking-tight">WELCOME TO XP CLUB</SheetTitle>
        <SheetDescription>Earn XP Points to level up</SheetDescription>
      </SheetHeader>
      {xp.data ? (
        <LevelProgress xp={xp.data} />
      ) : xp.isError ? (
        <LoadFailed
          message="Failed to fetch XP points"
          onRetry={() => void xp.refetch()}
          className="justify-items-stretch"
        />
      ) : (
        <div role="status" aria-label="Loading your XP" className="grid gap-3">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-4" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
      <StreakSummary />
      <ClosestBadges />
      <div className="grid gap-2">
        <Button size="lg" onClick={onExploreBenefits}>
          EXPLORE BENEFITS
        </Button>
        <Button variant="outline" onClick={onLearnMore}>
          Learn more
        </Button>
        <Button variant="outline" onClick={onHistory}>
          <HistoryIcon aria-hidden="true" />
          XP history
        </Button>
        {/* Following the link closes the drawer, as any other way out of it does. */}
        <SheetClose asChild>
          <Button asChild variant="secondary">
            <Link to="/leaderboard">
              <TrophyIcon aria-hidden="true" />
              Leaderboard
            </Link>
          </Button>
        </SheetClose>
      </div>
    </>
  );
}
