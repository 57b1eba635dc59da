import { Link } from "react-router";
import type { AuditEntry } from "@/shared/contract/admin/audit";
import { formatIst, timeAgo } from "@/shared/datetime";
import { LoadFailed } from "@/web/components/admin-edit";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAudit } from "../api/get-audit";
import { labelOf, linkOf, valueText, verbOf } from "./audit-format";

export const EMPTY_AUDIT = "No admin actions yet.";

// Ids are plumbing; the list shows what a person would read.
const HIDDEN_FIELDS = new Set(["approvedBandId", "approvedEventId", "approvedVenueId", "artistIds", "lineup"]);

function Entry({ entry }: { entry: AuditEntry }) {
  const link = linkOf(entry);
  const label = entry.entityLabel ?? entry.entityId;
  const changes = entry.changes.filter((change) => !HIDDEN_FIELDS.has(change.field));
  const lineupChanged = entry.changes.some((change) => change.field === "artistIds" || change.field === "lineup");
  return (
    <li className="grid gap-1 rounded-xl border bg-card p-4">
      <p className="text-sm">
        <span className="font-semibold">{entry.actor.name}</span> {verbOf(entry.action)}{" "}
        {link ? (
          <Link to={link} className="font-semibold text-primary-bright underline-offset-2 hover:underline">
            {label}
          </Link>
        ) : (
          <span className="font-semibold">{label}</span>
        )}
      </p>
      <time
        dateTime={entry.at}
        title={formatIst(entry.at, "MMM d, yyyy h:mm a 'IST'")}
        className="text-xs text-muted-foreground"
      >
        {timeAgo(entry.at)}
      </time>
      {changes.length > 0 || lineupChanged ? (
        <ul className="mt-1 grid gap-0.5 text-xs text-muted-foreground">
          {changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="text-foreground">{labelOf(change.field)}:</span> {valueText(change.before)} →{" "}
              {valueText(change.after)}
            </li>
          ))}
          {lineupChanged ? <li className="text-foreground">Line-up changed</li> : null}
        </ul>
      ) : null}
    </li>
  );
}

/** Recent admin actions (who, what, when), newest first, for the activity tab of the admin page. */
export function AuditList() {
  const audit = useAudit();
  if (audit.isPending) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (audit.isError)
    return <LoadFailed message="Failed to load admin activity." onRetry={() => void audit.refetch()} />;
  const entries = audit.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{EMPTY_AUDIT}</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label="Recent admin actions">
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ul>
      {audit.hasNextPage ? (
        <Button variant="outline" onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
          {audit.isFetchingNextPage ? "Loading..." : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}
