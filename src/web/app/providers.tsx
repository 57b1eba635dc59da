import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import { SignupPromptProvider } from "@/web/components/signup-prompt";
import { AuthProvider } from "@/web/hooks/use-auth";
import { useHydrated } from "@/web/hooks/use-hydrated";
import { queryClient } from "@/web/lib/query-client";
import { toasterState } from "@/web/lib/toast";

// sonner is not needed to paint a page: it is downloaded at the first toast (lib/toast.ts), and a
// toast raised before the Toaster subscribed is replayed.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

// Clear of a notch or status bar on phones.
const TOAST_OFFSET = { top: "calc(env(safe-area-inset-top) + 16px)" };

/**
 * Spec 000 §9: one toast at a time. Top-centre keeps toasts clear of the bottom navigation. The
 * server renderer passes its own query client per request; the browser uses the app's single one.
 */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <SignupPromptProvider>{children}</SignupPromptProvider>
      </AuthProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}

/**
 * Mounted in the browser only, after hydration, once a toast was asked for. Server-rendered, the lazy Toaster stayed a
 * dehydrated boundary while the first effects ran, and a toast raised then (the 'Email confirmed!'
 * of a confirmation link) was never shown. Mounted fresh, it subscribes and replays what was raised.
 */
function AppToaster() {
  const hydrated = useHydrated();
  const wanted = useSyncExternalStore(toasterState.subscribe, toasterState.wanted, () => false);
  if (!hydrated || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme="dark"
        position="top-center"
        visibleToasts={1}
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_OFFSET}
        richColors
        closeButton
      />
    </Suspense>
  );
}
