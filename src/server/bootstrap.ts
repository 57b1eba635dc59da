import path from "node:path";
import type { AppDeps } from "./context";
import { openDatabase } from "./db/client";
import { acquireDataDirLock, type DataDirLock } from "./db/lock";
import { migrateDatabase } from "./db/migrate";
import { buildDeps } from "./deps";
import { ConfigError, type Env } from "./env";
import { jobHandlers, scheduleDailyJobs } from "./jobs/registry";
import { startJobWorker } from "./jobs/worker";
import { createLogger } from "./logger";
import { ensureAdminAccount } from "./seed/admin";
import { type DemoSeedResult, seedDemoContentOnce } from "./seed/demo";
import { syncReferenceData } from "./seed/reference";

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
 * and make sure the operator's admin account exists.
 */
export async function bootstrap(env: Env, options: { webRoot?: string; prepare?: boolean } = {}): Promise<Booted> {
  // A cluster's workers skip migrations, reference data, the demo seed and the admin account: the
  // primary did them once before starting them.
  const prepare = options.prepare ?? true;
  const logger = createLogger(env.LOG_LEVEL);
  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) lock = await acquireDataDirLock(env.DATA_DIR);
  try {
    const db = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "db") },
    );
    const deps: AppDeps = buildDeps({ env, db, logger, webRoot: options.webRoot });
    if (env.s3) await checkBucket(deps);
    let demo: DemoSeedResult = { seeded: false };
    if (prepare) {
      await migrateDatabase(db, async () => {
        await syncReferenceData(db.db);
        if (env.SEED_DEMO === "true") demo = await seedDemoContentOnce(deps);
      });
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
async function checkBucket(deps: AppDeps): Promise<void> {
  try {
    await deps.storage.check();
  } catch (error) {
    const reason =
      error instanceof Error ? (error.name === "NotFound" ? "no such bucket" : error.message) : String(error);
    throw new ConfigError(`Invalid setting S3_BUCKET: ${deps.storage.location} is not reachable (${reason})`);
  }
}
