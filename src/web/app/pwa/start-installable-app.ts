import { registerServiceWorker } from "./register-service-worker";
import { linkWebManifest } from "./web-manifest-link";

/** The installable app: its manifest linked, its service worker registered (main.tsx says when). */
export function startInstallableApp() {
  linkWebManifest();
  registerServiceWorker();
}
