import { WifiOff } from "lucide-react";
import { useOnline } from "@/web/hooks/use-online";

/** Says so while the phone has no connection: saved pages still open, changes can't be sent. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-500/15 px-4 py-2 text-sm text-amber-200"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <p>
        <strong>You're offline.</strong> Pages you've opened before still work; changes can't be sent until you're back
        online.
      </p>
    </div>
  );
}
