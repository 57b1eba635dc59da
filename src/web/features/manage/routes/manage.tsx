import { useState } from "react";
import { Link } from "react-router";
import { Page } from "@/web/components/layout/page";
import { LoadFailed } from "@/web/components/load-failed";
import { MembersOnlyPage } from "@/web/components/members-only-page";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useManagedPages } from "@/web/hooks/use-managed-pages";
import { PageDashboard } from "../components/page-dashboard";

const KIND_LABEL = { band: "Band", artist: "Artist page", venue: "Venue" } as const;

/**
 * /manage, 'My Pages' (issue 12 item 6): a tab per band, artist page or venue the member runs, with
 * its followers, screams, where fans want it and its gigs. Counts only; the server decides who sees what.
 */
export default function ManageRoute() {
  return (
    <MembersOnlyPage title="My Pages" prompt="Log in to see the pages you manage.">
      {() => <MyPages />}
    </MembersOnlyPage>
  );
}

function MyPages() {
  const pages = useManagedPages();
  const [tab, setTab] = useState<string | null>(null);
  const list = pages.data ?? [];
  const current = tab ?? (list[0] ? `${list[0].kind}:${list[0].id}` : "");
  return (
    <Page title="My Pages" description="How fans respond to the pages you run" className="max-w-5xl">
      {pages.isError ? (
        <LoadFailed
          message="Failed to load your pages"
          onRetry={() => void pages.refetch()}
          className="rounded-xl bg-muted p-6"
        />
      ) : !pages.data ? (
        <div role="status" aria-label="Loading your pages" className="grid gap-4">
          <Skeleton className="h-11 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : list.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl bg-muted p-6 text-center">
          <p className="font-semibold">You don't manage any page yet.</p>
          <p className="max-w-prose text-sm text-muted-foreground">
            Run a band or a venue? Open its page and choose 'Claim this page'. Once an admin approves, its numbers show
            here.
          </p>
          <Button asChild variant="outline">
            <Link to="/bands">Find your band</Link>
          </Button>
        </div>
      ) : (
        <Tabs value={current} onValueChange={setTab}>
          <TabsList className="justify-start overflow-x-auto" aria-label="Your pages">
            {list.map((page) => (
              <TabsTrigger
                key={`${page.kind}:${page.id}`}
                value={`${page.kind}:${page.id}`}
                className="max-w-[14rem] flex-none"
              >
                <span className="truncate">{page.name}</span>
                <span className="sr-only"> ({KIND_LABEL[page.kind]})</span>
              </TabsTrigger>
            ))}
          </TabsList>
          {list.map((page) => (
            <TabsContent key={`${page.kind}:${page.id}`} value={`${page.kind}:${page.id}`}>
              <PageDashboard page={page} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </Page>
  );
}
