import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadRoute } from "./app/page-routes";
import { beginHydration } from "./components/hydrate-when-visible";
import { queryClient } from "./lib/query-client";
import { hydrateFromDocument } from "./lib/ssr-state";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives rendered, with the answers it was rendered from (docs/decisions/ssr.md):
// the cache starts from them, so nothing is asked twice, and React takes over the markup. The
// page's code was preloaded by the HTML; waiting for it lets the whole page hydrate in one go.
if (hydrateFromDocument(queryClient)) {
  beginHydration();
  void preloadRoute(window.location.pathname).finally(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
