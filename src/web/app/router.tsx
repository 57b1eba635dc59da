import { BrowserRouter, matchRoutes, type RouteMatch, renderMatches, useLocation } from "react-router";
import { AppLayout } from "./layout/app-layout";
import { pageRoutes, preloadMatches } from "./page-routes";

const routes = [{ element: <AppLayout />, children: pageRoutes }];

/**
 * The routes a pathname opens, kept per pathname. React Router flattens and ranks the whole table
 * and compiles a regular expression per route on every matchRoutes call (useRoutes makes one per
 * render): ~12 ms of a phone's main thread each time (47 ms at 4x CPU, issue 20), and a first
 * visit matched its URL twice (the page's code preloaded before hydration, then the render).
 * Bounded: the server renders many pathnames.
 */
const matched = new Map<string, RouteMatch[] | null>();
const MATCH_CACHE_LIMIT = 200;

function matchApp(pathname: string): RouteMatch[] | null {
  let matches = matched.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routes, pathname);
    if (matched.size >= MATCH_CACHE_LIMIT) matched.clear();
    matched.set(pathname, matches);
  }
  return matches;
}

/** Every page inside the shell; the browser wraps it in BrowserRouter, the server in StaticRouter. */
export function AppRoutes() {
  // What useRoutes(routes) renders at the top level, with the matching kept (above).
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
