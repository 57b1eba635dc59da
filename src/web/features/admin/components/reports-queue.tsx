import { ChevronDownIcon, EyeIcon, EyeOffIcon, ShieldBanIcon, ShieldCheckIcon, XIcon } from "lucide-react";
import { Link } from "react-router";
import type { ReportedItem } from "@/shared/contract/admin/moderation";
import {
  REPORT_REASON_LABELS,
  SUSPENSION_DURATIONS,
  SUSPENSION_LABELS,
  type SuspensionDuration,
} from "@/shared/validation/reports";
import { LoadFailed } from "@/web/components/admin-edit";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { type Decision, useDecideReport, useLiftSuspension, useReportedItems, useSuspendMember } from "../api/reports";
import { Detail, submittedAt } from "./request-card";

const KIND = { post: "Post", comment: "Comment", photo: "Fan photo" } as const;

const failed = (error: unknown) =>
  error instanceof ApiError ? error.message : "Something went wrong. Please try again.";

/** Until when an author is suspended, in words. */
const suspendedText = (until: string | null) =>
  until ? `Suspended until ${submittedAt(until)}` : "Suspended permanently";

/** 'Suspend' (1, 7 or 30 days, permanently) or 'Lift' for the reported item's author. */
function SuspendControl({ author }: { author: ReportedItem["author"] }) {
  const suspend = useSuspendMember();
  const lift = useLiftSuspension();
  if (author.suspension) {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={lift.isPending}
        aria-label={`Lift the suspension of ${author.name}`}
        onClick={() =>
          lift.mutate(author.id, {
            onSuccess: () => toast.success("Suspension lifted", { description: `${author.name} can sign in again.` }),
            onError: (error) => toast.error("Lift failed", { description: failed(error) }),
          })
        }
      >
        <ShieldCheckIcon aria-hidden="true" />
        Lift
      </Button>
    );
  }
  const onSuspend = (duration: SuspensionDuration) =>
    suspend.mutate(
      { id: author.id, duration },
      {
        onSuccess: () =>
          toast.success("Member suspended", {
            description: `${author.name} is signed out and cannot sign in (${SUSPENSION_LABELS[duration].toLowerCase()}).`,
          }),
        onError: (error) => toast.error("Suspend failed", { description: failed(error) }),
      },
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={suspend.isPending} aria-label={`Suspend ${author.name}`}>
          <ShieldBanIcon aria-hidden="true" />
          Suspend
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {SUSPENSION_DURATIONS.map((duration) => (
          <DropdownMenuItem key={duration} onSelect={() => onSuspend(duration)}>
            {SUSPENSION_LABELS[duration]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** One reported item in context: what it says or shows, who wrote it, where, its reports, and the decisions. */
function ReportedItemCard({ item }: { item: ReportedItem }) {
  const decide = useDecideReport();
  const kind = KIND[item.targetType];
  const act = (decision: Decision["decision"], done: string) =>
    decide.mutate(
      { targetType: item.targetType, targetId: item.targetId, decision },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error("Decision failed", { description: failed(error) }),
      },
    );
  const label = `${kind.toLowerCase()} by ${item.author.name}`;
  return (
    <article aria-label={`Reported ${label}`}>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center gap-2">
          <CardTitle className="text-base">
            {kind} by <bdi>{item.author.name}</bdi>
          </CardTitle>
          {item.hidden ? <Badge variant="destructive">Hidden</Badge> : null}
          <Badge variant="secondary">
            {item.openReports} {item.openReports === 1 ? "report" : "reports"}
          </Badge>
        </CardHeader>
        <CardContent className="grid gap-3">
          {item.text !== null ? (
            <blockquote
              dir="auto"
              className="rounded-lg border-l-4 bg-muted/50 p-3 text-sm break-words whitespace-pre-line"
            >
              {item.text}
            </blockquote>
          ) : null}
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt={item.targetType === "photo" ? `Reported fan photo by ${item.author.name}` : "GIF"}
              className="max-h-64 w-auto max-w-full rounded-lg border"
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          ) : null}
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label="Posted in">
              <Link to={item.where.href} className="text-primary-bright underline-offset-2 hover:underline">
                {item.where.label}
              </Link>
            </Detail>
            <Detail label="Posted">
              <Link to={item.href} className="text-primary-bright underline-offset-2 hover:underline">
                {submittedAt(item.createdAt)}
              </Link>
            </Detail>
            <Detail label="Author">
              <span className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/profile/${item.author.id}`}
                  className="text-primary-bright underline-offset-2 hover:underline"
                >
                  <bdi>{item.author.name}</bdi>
                </Link>
                {item.author.suspension ? (
                  <Badge variant="outline">{suspendedText(item.author.suspension.until)}</Badge>
                ) : null}
              </span>
            </Detail>
            <Detail label="Reasons">
              {item.reasons.length > 0
                ? item.reasons.map((r) => `${REPORT_REASON_LABELS[r.reason]} (${r.count})`).join(", ")
                : "No open reports"}
            </Detail>
            {item.reports.some((r) => r.details) ? (
              <Detail label="What reporters said" wide>
                <ul className="grid list-disc gap-1 pl-5">
                  {item.reports
                    .filter((r) => r.details)
                    .map((r, i) => (
                      <li key={i} dir="auto">
                        {REPORT_REASON_LABELS[r.reason]}: {r.details}
                      </li>
                    ))}
                </ul>
              </Detail>
            ) : null}
          </dl>
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          {item.hidden ? (
            <Button
              variant="outline"
              disabled={decide.isPending}
              aria-label={`Restore ${label}`}
              onClick={() => act("restore", `${kind} restored`)}
            >
              <EyeIcon aria-hidden="true" />
              Restore
            </Button>
          ) : (
            <Button
              variant="destructive"
              disabled={decide.isPending}
              aria-label={`Hide ${label}`}
              onClick={() => act("hide", `${kind} hidden`)}
            >
              <EyeOffIcon aria-hidden="true" />
              Hide
            </Button>
          )}
          {item.openReports > 0 ? (
            <Button
              variant="outline"
              disabled={decide.isPending}
              aria-label={`Dismiss the reports of ${label}`}
              onClick={() => act("dismiss", "Reports dismissed")}
            >
              <XIcon aria-hidden="true" />
              Dismiss
            </Button>
          ) : null}
          <div className="ml-auto">
            <SuspendControl author={item.author} />
          </div>
        </CardFooter>
      </Card>
    </article>
  );
}

/** The 'Reports' tab of /admin/band-approvals (issue 16 §4). */
export function ReportsQueue() {
  const items = useReportedItems();
  if (items.isPending) {
    return (
      <div className="grid gap-4" aria-hidden="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-56 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (items.isError) return <LoadFailed message="Failed to load reports." onRetry={() => void items.refetch()} />;
  if (items.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">No reports at the moment.</p>
    );
  }
  return (
    <div className="grid gap-4">
      {items.data.map((item) => (
        <ReportedItemCard key={`${item.targetType}:${item.targetId}`} item={item} />
      ))}
    </div>
  );
}
