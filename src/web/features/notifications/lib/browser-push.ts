/**
 * This browser's side of phone alerts (Web Push): can it, has the fan allowed it, and its own
 * subscription. Nothing here asks the fan anything until `subscribe()` is called from a button.
 */

export type PushSupport = "supported" | "unsupported" | "needs-home-screen";

/** iPhone and iPad have Web Push only in the app added to the Home Screen (iOS 16.4+). */
export function pushSupport(): PushSupport {
  const has =
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window;
  if (has) return "supported";
  const ios = typeof navigator !== "undefined" && /iPhone|iPad|iPod/.test(navigator.userAgent);
  return ios ? "needs-home-screen" : "unsupported";
}

/** The permission as the browser has it now ('default': never asked, or the question was dismissed). */
export const notificationPermission = (): NotificationPermission => Notification.permission;

/** Waits for the service worker (registered after the page loads); null when none comes. */
async function registration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64Url: string) => {
  const base64 = base64Url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !a || (a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]));

export class PushSetupError extends Error {}

/**
 * Asks for the permission (from the fan's tap), then subscribes at the browser's push service with
 * the server's key. A subscription made with an older key (the server's keys changed) is replaced.
 */
export async function subscribe(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") {
    throw new PushSetupError(
      "Notifications are blocked for LoudTribe in this browser. Allow them in the site settings, then try again.",
    );
  }
  if (permission !== "granted") {
    throw new PushSetupError("Phone alerts need your permission. Tap 'Turn on phone alerts' again and choose Allow.");
  }
  const reg = await registration();
  if (!reg) {
    throw new PushSetupError(
      "Phone alerts need LoudTribe's app files, which haven't loaded yet. Reload and try again.",
    );
  }
  const key = keyBytes(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    throw new PushSetupError(
      "This browser couldn't reach its push service, so phone alerts can't be turned on here. Check your connection and try again.",
    );
  }
  return subscription.toJSON();
}
