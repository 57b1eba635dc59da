/**
 * Signing in or out in one tab reaches every other open tab of the app at once (issue 14): each
 * tab empties or re-reads its own cache the same way the acting tab did, so none keeps showing
 * 'XP Points' for someone who has left. BroadcastChannel only reaches this browser's own tabs of
 * this origin; nothing leaves the device.
 */
export type AuthChange = "signed-in" | "signed-out";

const CHANNEL = "loudtribe-auth";

/** Tells the other tabs (never this one) that the account changed. */
export function announceAuthChange(change: AuthChange) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(change);
  channel.close();
}

/** Calls `onChange` when another tab signs in or out; returns the unsubscribe. */
export function listenForAuthChanges(onChange: (change: AuthChange) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === "signed-in" || event.data === "signed-out") onChange(event.data);
  };
  return () => channel.close();
}
