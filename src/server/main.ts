import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import path from "node:path";
import { printBanner } from "./banner";
import { type Booted, bootstrap } from "./bootstrap";
import { runCluster } from "./cluster";
import { DataDirInUseError } from "./db/lock";
import { ConfigError, type Env, loadEnv, processCount } from "./env";
import { joinClusterMetrics } from "./metrics/cluster";
import { projectRoot } from "./paths";
import { PrepareError } from "./prepare";
import { serveUntilStopped } from "./serve";

// WEB_ROOT lets several checkouts' builds (or parallel test runs) be served side by side.
const webRoot = process.env.WEB_ROOT ? path.resolve(process.env.WEB_ROOT) : path.join(projectRoot, "dist", "web");

/** Bootstraps, or prints the one line that says which setting is wrong and exits 1. */
async function boot(env: Env, prepare: boolean): Promise<Booted> {
  try {
    return await bootstrap(env, { webRoot, prepare });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(`LoudTribe cannot start: ${error.message}`);
      process.exit(1);
    }
    if (error instanceof PrepareError) {
      // The child logged the error with its stack just before; this is the line a person reads.
      console.error(`LoudTribe cannot start: preparing the database failed: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`LoudTribe cannot start: ${error.message}`);
    process.exit(1);
  }
  const processes = processCount(env, availableParallelism());

  if (cluster.isWorker) {
    // The primary migrated and seeded; a worker only serves.
    joinClusterMetrics();
    const booted = await boot(env, false);
    serveUntilStopped(
      booted,
      () => {},
      (message) => console.error(message),
    );
    return;
  }

  // Migrations, reference data and the demo seed run once, here, before any process serves.
  const booted = await boot(env, true);
  if (processes.count === 1) {
    serveUntilStopped(booted, () => printBanner(booted.deps, booted.summary, processes.reason), console.error);
    return;
  }
  const { deps, summary } = booted;
  await booted.shutdown();
  runCluster(processes.count, deps.logger, () => printBanner(deps, summary, processes.reason));
}

main().catch((error: unknown) => {
  console.error("LoudTribe failed to start:", error);
  process.exit(1);
});
