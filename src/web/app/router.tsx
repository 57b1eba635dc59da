import { BrowserRouter, useRoutes } from "react-router";
import { AppLayout } from "./layout/app-layout";
import { pageRoutes } from "./page-routes";

const routes = [{ element: <AppLayout />, children: pageRoutes }];

/** Every page inside the shell; the browser wraps it in BrowserRouter, the server in StaticRouter. */
export function AppRoutes() {
  return useRoutes(routes);
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
