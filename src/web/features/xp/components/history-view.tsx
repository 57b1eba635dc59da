import { Link } from "react-router";
import { recentOrIstDate } from "@/shared/datetime";
import { LoadMoreFooter } from "@/web/components/load-more-footer";
import { Button } from "@/web/components/ui/button";
import { SheetDescription, SheetHeader, SheetTitle } from "@/web/components/ui/sheet";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useXpHistory, type XpHistoryItem } from "../api/get-xp-history";
import { BackButton } from "./back-button";

/**
 * 'XP history' (issue 14): the fan's activity log, newest first. The next page loads when the end
 * of the list scrolls into view; the 'Load more' button does the same for keyboards and readers.
 */
export function HistoryView({ onBack, onNavigate }: { onBack: () => void; onNavigate: () => void }) {
  const history = useXpHistory();

  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <BackButton onBack={onBack} />
      <SheetHeader>
        <SheetTitle>XP history</SheetTitle>
        <SheetDescription>Everything that earned you XP, newest first.</SheetDescription>
      </SheetHeader>
      {history.isPending ? (
        <div role="status" aria-label="Loading your XP history" className="grid gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : history.isError && items.length === 0 ? (
        <div role="alert" className="grid gap-3 text-center">
          <p>Unable to load your XP history</p>
          <Button variant="outline" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">No XP yet. Follow a band or RSVP to a gig to start!</p>
      ) : (
        <>
          <ul aria-label="XP history" className="divide-y rounded-xl border bg-card">
            {items.map((item) => (
              <HistoryLine key={item.id} item={item} onNavigate={onNavigate} />
            ))}
          </ul>
          <LoadMoreFooter list={history} />
        </>
      )}
    </>
  );
}

function HistoryLine({ item, onNavigate }: { item: XpHistoryItem; onNavigate: () => void }) {
  return (
    <li className="flex items-start justify-between gap-3 p-3">
      <div className="min-w-0">
        <p className="text-sm font-semibold">{item.action}</p>
        {item.subject ? (
          item.subject.href ? (
            <Link
              to={item.subject.href}
              onClick={onNavigate}
              className="block truncate text-xs text-primary-bright underline-offset-4 hover:underline"
            >
              {item.subject.name}
            </Link>
          ) : (
            <p className="truncate text-xs text-muted-foreground">{item.subject.name}</p>
          )
        ) : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={item.at}>{recentOrIstDate(item.at)}</time>
        </p>
      </div>
      <p className="shrink-0 font-bold text-primary-bright tabular-nums">+{item.points} XP</p>
    </li>
  );
}
