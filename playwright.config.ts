import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, e2eDataDir, e2ePort, e2ePushPort } from "./e2e/support/env";

/**
 * End-to-end tests drive Debian's Chromium against the BUILT app (what `npm start` serves), on a
 * throwaway data directory with the demo content seeded. `npm test` builds first; run alone,
 * `npx playwright test` builds only when dist/web is missing.
 */
const port = e2ePort();
const baseURL = `http://localhost:${port}`;
const compiledServer = "dist/server/main.js";

/** The newest modification time of any file under `dir`. */
function newestIn(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs;
    }),
  );
}

// The compiled server as `npm start` runs it, when `npm run build` made it after the last change to
// the server's sources; otherwise the sources through tsx, so a stale build never hides a change.
const compiledIsCurrent =
  existsSync(compiledServer) &&
  statSync(compiledServer).mtimeMs >= Math.max(newestIn("src/server"), newestIn("src/shared"));
const serve = compiledIsCurrent ? `node ${compiledServer}` : "node --import tsx src/server/main.ts";
// WEB_ROOT: serve a build made elsewhere (`vite build --outDir …`), so parallel runs don't share dist/web.
const webRoot = process.env.WEB_ROOT || "dist/web";
const jsonReport = process.env.LOUDTRIBE_E2E_JSON;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  // Two cores: the server, and a browser per worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // Two retries in CI: a story that fails three times is broken, not unlucky (flaky ones are still listed).
  retries: process.env.CI ? 2 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [["list"], ["json", { outputFile: jsonReport }]] : [["list"]],
  use: {
    baseURL,
    // Every story runs as a first visit, without the service worker downloading the whole build in
    // the background of each new browser context (two cores). e2e/pwa.spec.ts turns it on.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // This machine has no network beyond loopback: Chromium's background services would only
      // fail (and slow everything down) trying to reach Google.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    // The app is mobile-first: every spec runs on a phone-sized screen.
    { name: "mobile", use: { viewport: { width: 390, height: 844 } } },
    // Desktop layout checks only, tagged: test("…", { tag: "@desktop" }, …).
    { name: "desktop", grep: /@desktop/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: existsSync(`${webRoot}/index.html`) ? serve : `npm run build && ${serve}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // First start: create and migrate the database, then seed the demo content.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      NODE_ENV: "production",
      WEB_ROOT: webRoot,
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: e2eDataDir(),
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SMTP_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      // Phone alerts may go to the local push service that e2e/push.spec.ts runs on this port.
      PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${e2ePushPort()}`,
    },
  },
});
