import type { ReactNode } from "react";
import { OfflineBanner } from "../pwa/offline-banner";
import { UpdatePrompt } from "../pwa/update-prompt";
import { BottomNav } from "./bottom-nav";
import { FocusClearOfBars } from "./focus-clear-of-bars";
import { Header } from "./header";
import { NavigationProgress } from "./navigation-progress";
import { RouteFocus } from "./route-focus";
import { ScrollToTop } from "./scroll-to-top";

/** Header on top, the page in the middle, the fixed bottom navigation below; the page never hides under it. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <RouteFocus />
      <FocusClearOfBars />
      <NavigationProgress />
      <Header />
      <OfflineBanner />
      <main
        id="main"
        // Focusable by script only: the skip link and a change of page move focus here.
        tabIndex={-1}
        className="flex outline-none flex-1 flex-col pr-[env(safe-area-inset-right)] pb-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom))] pl-[env(safe-area-inset-left)]"
      >
        {children}
      </main>
      <BottomNav />
      <UpdatePrompt />
    </div>
  );
}
