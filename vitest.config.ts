import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));
const consoleGuard = "src/server/test/console-guard.ts";

export default defineConfig({
  resolve: { alias: { "@": src } },
  test: {
    // Child processes, not threads: PGlite's WebAssembly heap and native modules (sharp) stay
    // per process, and a crashed file cannot take the others down.
    pool: "forks",
    // Two cores; PGlite is CPU-bound, so more workers only queue.
    maxWorkers: 2,
    passWithNoTests: true,
    // One more try in CI for a test that failed on a loaded two-core runner; the report still
    // names it as retried, and one that fails twice fails the run.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: [consoleGuard],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["src/server/test/global-setup.ts"],
          setupFiles: ["src/server/test/setup.ts"],
          // Loading the template into PGlite takes a second or two on a busy machine; a real
          // server process (the lock test) takes longer.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
