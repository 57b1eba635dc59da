import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Page } from "@/web/components/layout/page";
import { Badge } from "@/web/components/ui/badge";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useAdminOnly } from "@/web/hooks/use-admin-only";
import { pendingBandsCountQueryOptions } from "../api/get-pending-count";
import { AuditList } from "../components/audit-list";
import { PendingRequests } from "../components/pending-requests";

const TITLE = "Band Approval Requests";
type Tab = "requests" | "activity";

/** The page's count badge; the header's live subscription keeps this same query current. */
function PendingCountBadge() {
  const count = useQuery(pendingBandsCountQueryOptions());
  if (count.data === undefined) return <Skeleton className="h-6 w-20 rounded-full" />;
  return <Badge variant={count.data > 0 ? "destructive" : "secondary"}>{count.data} pending</Badge>;
}

/** /admin/band-approvals (000 §2): the queue, and a tab with recent admin actions (?tab=activity). */
export default function BandApprovalsRoute() {
  const { checking, isAdmin } = useAdminOnly("/");
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "activity" ? "activity" : "requests";

  if (!isAdmin) {
    return (
      <Page title={TITLE} className="max-w-4xl">
        {checking ? <Skeleton className="h-72 w-full rounded-xl" /> : null}
      </Page>
    );
  }
  return (
    <Page title={TITLE} actions={<PendingCountBadge />} className="max-w-4xl">
      <Tabs value={tab} onValueChange={(next) => setParams(next === "activity" ? { tab: "activity" } : {}, { replace: true })}>
        <TabsList className="mb-2 max-w-sm">
          <TabsTrigger value="requests">Requests</TabsTrigger>
          <TabsTrigger value="activity">Admin activity</TabsTrigger>
        </TabsList>
        <TabsContent value="requests">
          <PendingRequests />
        </TabsContent>
        <TabsContent value="activity">
          <AuditList />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
