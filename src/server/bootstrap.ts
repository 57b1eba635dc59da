import type { AppDeps } from "./context";
import { openDatabase } from "./db/client";
import { acquireDataDirLock, type DataDirLock } from "./db/lock";
import { buildDeps } from "./deps";
import { ConfigError, type Env } from "./env";
import { jobHandlers, scheduleDailyJobs } from "./jobs/registry";
import { startJobWorker } from "./jobs/worker";
import { createLogger } from "./logger";
import { databaseOptions, needsFirstStart, prepareDatabase, prepareInChildProcess } from "./prepare";
import { ensureAdminAccount } from "./seed/admin";
import type { DemoSeedResult } from "./seed/demo";
import { createStorage, type Storage } from "./storage";

export interface Booted {
  deps: AppDeps;
  summary: { demo: DemoSeedResult; adminEnsured?: string };
  /**
   * Starts the background job worker (pg-boss) in this process; only processes that serve
   * requests call it (serve.ts), not a cluster primary that booted to prepare. Stopped by shutdown.
   */
  startJobs(): void;
  shutdown(): Promise<void>;
}

/**
 * Everything between "settings read" and "ready to serve": lock the data dir (PGlite only),
 * open and migrate the database, sync reference data, seed demo content on the first start,
 * and make sure the operator's admin account exists. A first start does its preparation in a
 * child process first (prepare.ts), so the server itself opens a ready database, as on a restart.
 */
export async function bootstrap(env: Env, options: { webRoot?: string; prepare?: boolean } = {}): Promise<Booted> {
  // A cluster's workers skip migrations, reference data, the demo seed and the admin account: the
  // primary did them once before starting them.
  const prepare = options.prepare ?? true;
  const logger = createLogger(env.LOG_LEVEL);
  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) lock = await acquireDataDirLock(env.DATA_DIR);
  try {
    // Before anything is created with it: a first start must not find out late that the bucket is wrong.
    if (env.s3) await checkBucket(createStorage(env));
    const firstStart = prepare && (await needsFirstStart(env));
    let demo: DemoSeedResult = firstStart ? await prepareInChildProcess(env) : { seeded: false };
    const db = await openDatabase(databaseOptions(env));
    const deps: AppDeps = buildDeps({ env, db, logger, webRoot: options.webRoot });
    if (prepare) {
      // After a first start's child this finds everything done, in the time a restart takes. It
      // still seeds here on an embedded database that exists without the demo content (a first
      // start that failed part-way): that start idles high until the next one.
      const seededHere = await prepareDatabase(env, deps);
      if (seededHere.seeded) demo = seededHere;
    }
    const adminEnsured =
      prepare && env.ADMIN_EMAIL ? await ensureAdminAccount(db.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD!) : undefined;
    let worker: ReturnType<typeof startJobWorker> | undefined;
    return {
      deps,
      summary: { demo, adminEnsured },
      startJobs() {
        // Notification mails and clean-ups run as jobs on the database, in every serving process.
        worker ??= startJobWorker(deps, jobHandlers, () => scheduleDailyJobs(db.db));
      },
      async shutdown() {
        await worker?.stop().catch((error: unknown) => logger.error({ err: error }, "stopping the job worker failed"));
        await db.close().catch((error: unknown) => logger.error({ err: error }, "closing the database failed"));
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** An S3 bucket that cannot be reached stops the start with one line naming the setting. */
async function checkBucket(storage: Storage): Promise<void> {
  try {
    await storage.check();
  } catch (error) {
    const reason =
      error instanceof Error ? (error.name === "NotFound" ? "no such bucket" : error.message) : String(error);
    throw new ConfigError(`Invalid setting S3_BUCKET: ${storage.location} is not reachable (${reason})`);
  }
}
