import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Page } from "@/web/components/layout/page";
import { Badge } from "@/web/components/ui/badge";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useAdminOnly } from "@/web/hooks/use-admin-only";
import { pendingBandsCountQueryOptions, pendingSuggestionCountsQueryOptions } from "../api/get-pending-count";
import { AuditList } from "../components/audit-list";
import { PendingClaims } from "../components/pending-claims";
import { PendingRequests } from "../components/pending-requests";
import { PendingSuggestions } from "../components/pending-suggestions";
import { ReportsQueue } from "../components/reports-queue";

const TITLE = "Band Approval Requests";
const TABS = ["bands", "gigs", "venues", "claims", "reports", "activity"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** The page's count badge; the header's live subscription keeps this same query current. */
function PendingCountBadge() {
  const count = useQuery(pendingBandsCountQueryOptions());
  if (count.data === undefined) return <Skeleton className="h-6 w-20 rounded-full" />;
  return <Badge variant={count.data > 0 ? "destructive" : "secondary"}>{count.data} pending</Badge>;
}

/** A queue's tab with its pending count (nothing while the count loads). */
function QueueTab({ value, label, count }: { value: Tab; label: string; count: number | undefined }) {
  return (
    <TabsTrigger value={value} className="gap-1.5">
      {label}
      {count ? (
        <Badge variant="destructive" className="h-5 min-w-5 px-1 text-[11px]">
          {count}
        </Badge>
      ) : null}
    </TabsTrigger>
  );
}

/**
 * /admin/band-approvals (000 §2): the band queue, the 'Add your Gig' / 'Add your Venue' queues
 * (?tab=gigs, ?tab=venues), 'Claim this page' requests (?tab=claims), reported posts, comments and
 * fan photos (?tab=reports, issue 16 §4) and recent admin actions
 * (?tab=activity). The title and its badge stay the spec's band ones; each tab shows its own count and
 * the header's badge the sum of all four.
 */
export default function BandApprovalsRoute() {
  const { checking, isAdmin } = useAdminOnly("/");
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "bands";
  const bandCount = useQuery({ ...pendingBandsCountQueryOptions(), enabled: isAdmin }).data;
  const suggestionCounts = useQuery({ ...pendingSuggestionCountsQueryOptions(), enabled: isAdmin }).data;

  if (!isAdmin) {
    return (
      <Page title={TITLE} className="max-w-4xl">
        {checking ? <Skeleton className="h-72 w-full rounded-xl" /> : null}
      </Page>
    );
  }
  return (
    <Page title={TITLE} actions={<PendingCountBadge />} className="max-w-4xl">
      <Tabs value={tab} onValueChange={(next) => setParams(next === "bands" ? {} : { tab: next }, { replace: true })}>
        <TabsList className="mb-2 grid h-auto w-full grid-cols-2 sm:flex sm:max-w-2xl sm:flex-wrap">
          <QueueTab value="bands" label="Bands" count={bandCount} />
          <QueueTab value="gigs" label="Gigs" count={suggestionCounts?.gigs} />
          <QueueTab value="venues" label="Venues" count={suggestionCounts?.venues} />
          <QueueTab value="claims" label="Claims" count={suggestionCounts?.claims} />
          <TabsTrigger value="reports">Reports</TabsTrigger>
          <TabsTrigger value="activity">Admin activity</TabsTrigger>
        </TabsList>
        <TabsContent value="bands">
          <PendingRequests />
        </TabsContent>
        <TabsContent value="gigs">
          <PendingSuggestions kind="gig" />
        </TabsContent>
        <TabsContent value="venues">
          <PendingSuggestions kind="venue" />
        </TabsContent>
        <TabsContent value="claims">
          <PendingClaims />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsQueue />
        </TabsContent>
        <TabsContent value="activity">
          <AuditList />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
