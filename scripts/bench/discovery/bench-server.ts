import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { pino } from "pino";
import { createApp } from "../../../src/server/app";
import type { AppDeps } from "../../../src/server/context";
import { buildDeps } from "../../../src/server/deps";
import { loadEnv } from "../../../src/server/env";
import { createLogger } from "../../../src/server/logger";
import type { BenchContext } from "../types";

export interface BenchServer {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  port: number;
  close(): Promise<void>;
}

/**
 * The whole app as `npm start` builds it (createApp(buildDeps(…)), every global middleware,
 * NODE_ENV=production) behind @hono/node-server in this process, on the bench's database. It logs
 * its one line per request at the default level (info) to /dev/null, as synchronously as to stdout
 * in production: a real server does that work, so the bench does too.
 */
export async function startBenchServer(
  context: BenchContext,
  settings: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "loudtribe-bench-server-"));
  const env = loadEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    SEED_DEMO: "false",
    APP_URL: "http://127.0.0.1",
    ...settings,
  });
  const logger = createLogger("info", pino.destination({ dest: "/dev/null", sync: true }));
  const deps = buildDeps({ env, db: context.db, logger });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    app,
    deps,
    port: (server.address() as AddressInfo).port,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
