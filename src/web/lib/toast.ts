import type { toast as sonnerToast } from "sonner";

/**
 * The app's toasts, with sonner (about 9 KB gzipped) downloaded at the first toast instead of on
 * every page's first load (issue 20: first-visit JS). Calls made while it downloads are replayed in
 * order; the Toaster (app/providers.tsx) mounts once something asks for a toast, and sonner shows it
 * the toasts raised before it subscribed.
 */
type Sonner = typeof sonnerToast;

let loading: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function withSonner(show: (toast: Sonner) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loading ??= import("sonner").then((m) => m.toast);
  void loading.then(show);
}

/** For the Toaster: true once a toast was asked for. */
export const toasterState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  wanted: () => wanted,
};

export const toast = Object.assign((...args: Parameters<Sonner>): void => withSonner((t) => t(...args)), {
  success: (...args: Parameters<Sonner["success"]>): void => withSonner((t) => t.success(...args)),
  error: (...args: Parameters<Sonner["error"]>): void => withSonner((t) => t.error(...args)),
});
