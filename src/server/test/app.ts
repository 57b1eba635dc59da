import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type App, createApp } from "../app";
import type { AppDeps } from "../context";
import type { Database } from "../db/client";
import { buildDeps } from "../deps";
import { type Env, loadEnv } from "../env";
import { createLogger } from "../logger";
import type { Mailer, MailMessage } from "../mail/mailer";
import { onTestFileEnd } from "./cleanup";
import { checkAgainstContract } from "./contract-check";
import { getTestDatabase, type TestDatabase } from "./database";

export interface TestAppOptions {
  /** Raw settings, as in process.env, on top of the test defaults (e.g. { ADMIN_EMAIL: "…" }). */
  env?: Record<string, string | undefined>;
  /** A database of your own, e.g. `await getTestDatabase({ fresh: true })`; default: the file's one. */
  database?: TestDatabase;
  /** A folder with a built web app (index.html, assets/) to test SPA serving. */
  webRoot?: string;
  /** The server renderer to render public pages with, e.g. the source: src/web/entry-server.tsx. */
  ssrEntry?: string;
  /** Default: one that records every message in `mails` and sends nothing. */
  mailer?: Mailer;
}

export interface LogEntry {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export interface TestApp {
  app: App;
  deps: AppDeps;
  /** Drizzle, for factories and assertions on what a request wrote. */
  db: Database;
  env: Env;
  /** Everything the app logged at warn or above (debug and above with DEBUG=1). */
  logs: LogEntry[];
  /** Every mail the app sent, oldest first (with the default recording mailer). */
  mails: MailMessage[];
  /** This app's own DATA_DIR (uploads, outbox), removed after the file. */
  dataDir: string;
}

export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123";

/**
 * The whole Hono app on a real, migrated database, wired by the same buildDeps as `npm start`,
 * minus the network: call `app.request("/api/…")`. Each app gets a temporary DATA_DIR and a mailer
 * that records instead of sending; all of it is cleaned up after the test file.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await getTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), "loudtribe-app-"));
  onTestFileEnd(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: process.env.DEBUG ? "debug" : "silent",
    SEED_DEMO: "false",
    // Tests write straight to the database and read at once; the cache and the queue have their own tests.
    READ_CACHE_MS: "0",
    DB_QUEUE_WAIT_MS: "0",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const logs: LogEntry[] = [];
  const logger = createLogger(process.env.DEBUG ? "debug" : "warn", {
    write(line: string) {
      logs.push(JSON.parse(line) as LogEntry);
      if (process.env.DEBUG) process.stdout.write(line);
    },
  });
  const mails: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? {
    send: async (message) => void mails.push(message),
    describe: () => "recorded by the test",
  };
  const deps: AppDeps = buildDeps({
    env,
    db: database,
    logger,
    mailer,
    webRoot: options.webRoot,
    ssrEntry: options.ssrEntry,
  });
  return { app: checkedApp(createApp(deps)), deps, db: database.db, env, logs, mails, dataDir };
}

/** The app whose `request` checks every API answer against the contract (./contract-check.ts). */
function checkedApp(app: App): App {
  const request = app.request.bind(app);
  app.request = (async (
    input: Parameters<App["request"]>[0],
    init?: Parameters<App["request"]>[1],
    ...rest: unknown[]
  ) => {
    const response = await request(input, init, ...(rest as []));
    const url = input instanceof Request ? input.url : String(input);
    const method = (input instanceof Request ? input.method : init?.method) ?? "GET";
    await checkAgainstContract(method.toUpperCase(), url, response);
    return response;
  }) as App["request"];
  return app;
}
