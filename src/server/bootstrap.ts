import path from "node:path";
import type { AppDeps } from "./context";
import { openDatabase } from "./db/client";
import { acquireDataDirLock, type DataDirLock } from "./db/lock";
import { migrateDatabase } from "./db/migrate";
import { buildDeps } from "./deps";
import type { Env } from "./env";
import { createLogger } from "./logger";
import { ensureAdminAccount } from "./seed/admin";
import { type DemoSeedResult, seedDemoContentOnce } from "./seed/demo";
import { syncReferenceData } from "./seed/reference";

export interface Booted {
  deps: AppDeps;
  summary: { demo: DemoSeedResult; adminEnsured?: string };
  shutdown(): Promise<void>;
}

/**
 * Everything between "settings read" and "ready to serve": lock the data dir (PGlite only),
 * open and migrate the database, sync reference data, seed demo content on the first start,
 * and make sure the operator's admin account exists.
 */
export async function bootstrap(env: Env, options: { webRoot?: string } = {}): Promise<Booted> {
  const logger = createLogger(env.LOG_LEVEL);
  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) lock = await acquireDataDirLock(env.DATA_DIR);
  try {
    const db = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "db") },
    );
    const deps: AppDeps = buildDeps({ env, db, logger, webRoot: options.webRoot });
    let demo: DemoSeedResult = { seeded: false };
    await migrateDatabase(db, async () => {
      await syncReferenceData(db.db);
      if (env.SEED_DEMO === "true") demo = await seedDemoContentOnce(deps);
    });
    const adminEnsured = env.ADMIN_EMAIL
      ? await ensureAdminAccount(db.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD!)
      : undefined;
    return {
      deps,
      summary: { demo, adminEnsured },
      async shutdown() {
        await db.close().catch((error: unknown) => logger.error({ err: error }, "closing the database failed"));
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
