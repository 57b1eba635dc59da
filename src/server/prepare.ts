import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type OpenOptions, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import type { Env } from "./env";
import { projectRoot } from "./paths";
import { type DemoSeedResult, isDemoSeeded, type SeedDeps, seedDemoContentOnce } from "./seed/demo";
import { syncReferenceData } from "./seed/reference";

/** The app's database as the settings name it: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export function databaseOptions(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): OpenOptions {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "db") };
}

/** Migrations, then reference data, then the demo content when SEED_DEMO is on and it is not there yet. */
export async function prepareDatabase(env: Env, deps: SeedDeps): Promise<DemoSeedResult> {
  let demo: DemoSeedResult = { seeded: false };
  await migrateDatabase(deps.db, async () => {
    await syncReferenceData(deps.db.db);
    if (env.SEED_DEMO === "true") demo = await seedDemoContentOnce(deps);
  });
  return demo;
}

/**
 * Whether this start has the heavy preparation to do: creating the embedded database (initdb, every
 * migration, the world's cities for the reference data, the demo seed), or on PostgreSQL a database
 * without the app's tables or, with SEED_DEMO, without the demo content. A restart answers no from a
 * file check (PGlite) or one small query (PostgreSQL).
 */
export async function needsFirstStart(env: Env): Promise<boolean> {
  if (!env.DATABASE_URL) return !existsSync(path.join(env.DATA_DIR, "db", "PG_VERSION"));
  const handle = await openDatabase({ url: env.DATABASE_URL, poolSize: 1 });
  try {
    const { rows } = await handle.executeSql("select to_regclass('app_meta') is not null as ready");
    if (!rows[0]?.ready) return true;
    return env.SEED_DEMO === "true" && !(await isDemoSeeded(handle.db));
  } finally {
    await handle.close();
  }
}

/** The first start's preparation failed in its own process; the message is that process's error. */
export class PrepareError extends Error {}

export type PrepareReply = { ok: true; demo: DemoSeedResult } | { ok: false; message: string };

/**
 * Runs prepareDatabase in a child process that exits when it is done. A first start's preparation
 * leaves 300+ MB behind in the process that ran it (the seed's images through sharp leave glibc's
 * malloc arenas full of freed but unreturned memory, the cities package stays loaded): in a child,
 * all of it goes back to the OS at its exit, and the server opens the database afterwards as on any
 * restart (docs/decisions/performance.md, part 9). The caller holds the data dir's lock and opens
 * the embedded database only after this resolves. The child's log lines go to this process's
 * stdout and stderr.
 */
export function prepareInChildProcess(env: Env): Promise<DemoSeedResult> {
  // Compiled, this code sits in dist/server/main.js beside dist/server/prepare-process.js; from
  // source (npm run dev, the tests) beside prepare-process.ts, which tsx runs.
  const compiled = import.meta.url.endsWith(".js");
  const entry = fileURLToPath(new URL(`./prepare-process.${compiled ? "js" : "ts"}`, import.meta.url));
  const child = fork(entry, [], {
    cwd: projectRoot,
    execArgv: compiled ? [] : ["--import", "tsx"],
    // Env holds a Set (TRUST_PROXY's proxies), which JSON would lose.
    serialization: "advanced",
  });
  return new Promise((resolve, reject) => {
    let reply: PrepareReply | undefined;
    child.once("message", (message: PrepareReply) => {
      reply = message;
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (reply?.ok) resolve(reply.demo);
      else if (reply) reject(new PrepareError(reply.message));
      else reject(new PrepareError(`the preparing process stopped (${signal ?? `exit code ${code}`})`));
    });
    child.send(env);
  });
}
