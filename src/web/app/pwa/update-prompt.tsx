import { RefreshCw } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { PRODUCT_NAME } from "@/shared/product";
import { Button } from "@/web/components/ui/button";
import { updateState } from "./update-state";

const never = () => false;

/** Offers the reload onto a new build, only when one really exists (docs/decisions/pwa.md). */
export function UpdatePrompt() {
  const available = useSyncExternalStore(updateState.subscribe, updateState.isAvailable, never);
  const [reloading, setReloading] = useState(false);
  if (!available) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom)+0.75rem)] z-50 mx-auto flex w-[min(100%-2rem,28rem)] items-center gap-3 rounded-xl border bg-card p-3 shadow-lg"
    >
      <p className="flex-1 text-sm">A new version of {PRODUCT_NAME} is available.</p>
      <Button
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void updateState.apply();
        }}
      >
        <RefreshCw aria-hidden="true" />
        Reload
      </Button>
    </div>
  );
}
