/**
 * "A newer LoudTribe exists": raised when a new service worker is installed and waiting, or when
 * the API answers from another build than the one this page runs (an old tab after a deploy).
 * The prompt (update-prompt.tsx) reads it; applying it reloads onto the new build.
 */
type Listener = () => void;

let available = false;
let activateWaitingWorker: (() => Promise<void>) | undefined;
const listeners = new Set<Listener>();

export const updateState = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isAvailable: () => available,
  /** A new build exists; `activate` hands control to its waiting worker first, when there is one. */
  announce(activate?: () => Promise<void>) {
    if (activate) activateWaitingWorker = activate;
    if (available) return;
    available = true;
    for (const listener of listeners) listener();
  },
  /** Moves this tab onto the new build: the waiting worker takes over (if any), then the page reloads. */
  async apply() {
    if (activateWaitingWorker) await activateWaitingWorker();
    window.location.reload();
  },
};

/** The build this page's HTML and code came from (stamped into index.html by the build). */
export function pageBuild(): string | undefined {
  const id = document.querySelector<HTMLMetaElement>('meta[name="loudtribe-build"]')?.content;
  return id && !id.startsWith("__") ? id : undefined;
}

/** Called with the build id on each API answer: another build than the page's means a deploy happened. */
export function noteServerBuild(serverBuild: string) {
  const mine = pageBuild();
  if (mine && serverBuild !== mine) updateState.announce();
}
