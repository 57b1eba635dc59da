import { Button } from "@/web/components/ui/button";
import { SheetDescription, SheetHeader, SheetTitle } from "@/web/components/ui/sheet";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useEngagementMatrix } from "../api/get-engagement-matrix";
import { BackButton } from "./back-button";

/** 'Learn more': the Engagement Matrix (action, points), read from the database, with Back. */
export function MatrixView({ onBack }: { onBack: () => void }) {
  const matrix = useEngagementMatrix();
  return (
    <>
      <BackButton onBack={onBack} />
      <SheetHeader>
        <SheetTitle>Engagement Matrix</SheetTitle>
        <SheetDescription>How many XP Points each action earns.</SheetDescription>
      </SheetHeader>
      {matrix.isPending ? (
        <div role="status" aria-label="Loading the engagement matrix" className="grid gap-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-9" />
          ))}
        </div>
      ) : matrix.isError ? (
        <div role="alert" className="grid gap-3 text-center">
          <p>Unable to load the engagement matrix</p>
          <Button variant="outline" onClick={() => void matrix.refetch()}>
            Try again
          </Button>
        </div>
      ) : matrix.data.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">No actions earn XP yet.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-xs tracking-wide text-muted-foreground uppercase">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Action
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {matrix.data.map((row) => (
              <tr key={row.action} className="border-b border-border/60 last:border-0">
                <td className="py-2.5 pr-3">{row.action}</td>
                <td className="py-2.5 text-right font-semibold text-primary-bright tabular-nums">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
