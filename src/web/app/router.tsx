import { BrowserRouter, renderMatches, useLocation } from "react-router";
import { AppLayout } from "./layout/app-layout";
import { cachedMatcher, pageRoutes, preloadMatches } from "./page-routes";

const routes = [{ element: <AppLayout />, children: pageRoutes }];

// The app's routes with the shell around them, matched once per pathname.
const matchApp = cachedMatcher(routes);

/** Every page inside the shell; the browser wraps it in BrowserRouter, the server in StaticRouter. */
export function AppRoutes() {
  // What useRoutes(routes) renders at the top level, without matching again on every render.
  return renderMatches(matchApp(useLocation().pathname));
}

/** Downloads the code of the page at `pathname` (main.tsx, before hydrating); settles once it is in. */
export function preloadPage(pathname: string): Promise<void> {
  return preloadMatches(matchApp(pathname));
}

/**
 * Declarative routing: the data router (createBrowserRouter) adds about 16 KB gzipped to the first
 * load, and TanStack Query already owns data loading, so its loaders would add little (the server
 * renderer fetches through the same queries: docs/decisions/ssr.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
