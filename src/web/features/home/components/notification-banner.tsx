import { SparklesIcon, XIcon } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { PRODUCT_NAME } from "@/shared/product";
import { storedFlag } from "@/web/lib/stored-flag";

/** 000 §4, §9: hidden after dismissal or 15 s, and remembered on this device either way. */
export const NOTIFICATION_AUTO_HIDE_MS = 15_000;
export const NOTIFICATION_DISMISSED_KEY = "loudtribe:notification-dismissed";

// Without storage (private mode) the banner simply shows once per visit.
const dismissal = storedFlag("localStorage", NOTIFICATION_DISMISSED_KEY);

const noSubscription = () => () => undefined;
const neverDismissed = () => false;

/** The home page's dismissible notification banner (000 §2 item 2). */
export function NotificationBanner() {
  // The server cannot know about this device: it renders the banner, and hydration hides it at once
  // where it was dismissed before (reading storage during hydration would not match the HTML).
  const dismissedBefore = useSyncExternalStore(noSubscription, dismissal.isSet, neverDismissed);
  const [dismissed, setDismissed] = useState(false);
  const visible = !dismissedBefore && !dismissed;

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => {
      dismissal.set();
      setDismissed(true);
    }, NOTIFICATION_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-primary/40 bg-primary/10 p-3 pr-2 text-sm md:items-center"
    >
      <SparklesIcon className="mt-0.5 size-5 shrink-0 text-primary-bright md:mt-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <strong>{PRODUCT_NAME} is in beta.</strong> Scream for your favourite bands, RSVP to gigs and earn tribe points
        as you go.
      </p>
      <button
        type="button"
        onClick={() => {
          dismissal.set();
          setDismissed(true);
        }}
        className="-my-1.5 grid size-11 shrink-0 place-items-center rounded-full text-muted-foreground hover:bg-secondary hover:text-foreground"
        aria-label="Dismiss notification"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
