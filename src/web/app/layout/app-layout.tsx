import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Skeleton } from "@/web/components/ui/skeleton";
import { AppShell } from "./app-shell";
import { PageReady } from "./page-ready";
import { RouteErrorBoundary } from "./route-error-boundary";

/** The root route: every page renders inside the shell; a failing page leaves the shell working. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </RouteErrorBoundary>
    </AppShell>
  );
}

/** Shown on a first visit while the page's code arrives, so the shell paints at once. */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-8" role="status" aria-label="Loading page">
      <Skeleton className="mb-6 h-8 w-56" />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/5]" />
        ))}
      </div>
    </div>
  );
}
