import { createRequire } from "node:module";
import PgBoss from "pg-boss";
import type { AppDeps } from "../context";
import type { DatabaseHandle } from "../db/client";
import { ARCHIVE_AFTER_SECONDS, boss, JOB_SCHEMA, type Job, QUEUE_OPTIONS, toJob } from "./queue";

/** How often an idle worker asks its queue for due jobs. */
export const POLLING_INTERVAL_SECONDS = 2;
/** A worker takes up to this many due jobs at a time (and runs them one by one). */
const BATCH_SIZE = 20;
/** At shutdown, a running job gets this long to finish before pg-boss marks it failed (it retries). */
const STOP_TIMEOUT_MS = 8_000;

export type JobHandler = (deps: AppDeps, job: Job) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/**
 * Installs (or upgrades) pg-boss's schema and makes a queue for every job kind. Run with the
 * migrations, before any process serves; idempotent, and pg-boss takes its own advisory lock.
 */
export async function installJobQueues(handle: DatabaseHandle, kinds: string[]): Promise<void> {
  if (await jobQueuesReady(handle, kinds)) return;
  const installer = new PgBoss({ db: handle, schema: JOB_SCHEMA, supervise: false, schedule: false });
  await installer.start();
  for (const kind of kinds) await installer.createQueue(kind, { name: kind, ...QUEUE_OPTIONS });
  await installer.stop({ graceful: false });
}

/** pg-boss's schema version that this pg-boss expects. */
const BOSS_SCHEMA_VERSION = (createRequire(import.meta.url)("pg-boss/version.json") as { schema: number }).schema;

/** The usual start: schema at this version and every queue there; two small reads instead of pg-boss's start. */
async function jobQueuesReady(handle: DatabaseHandle, kinds: string[]): Promise<boolean> {
  const installed = await handle.executeSql(`select to_regclass('${JOB_SCHEMA}.version') is not null as installed`);
  if (!installed.rows[0]?.installed) return false;
  const state = await handle.executeSql(
    `select (select max(version) from ${JOB_SCHEMA}.version) as version,
       (select count(*) from ${JOB_SCHEMA}.queue where name = any($1::text[]))::int as queues`,
    [kinds],
  );
  return Number(state.rows[0]?.version) === BOSS_SCHEMA_VERSION && Number(state.rows[0]?.queues) === kinds.length;
}

/**
 * Runs every due job of these kinds in this process until none is left (tests, and a drain after
 * a handler enqueued more). A job is completed only after its handler returns; a handler that
 * throws leaves it to pg-boss's retry.
 */
export async function runDueJobs(deps: AppDeps, handlers: JobHandlers): Promise<number> {
  let ran = 0;
  for (let more = true; more; ) {
    more = false;
    for (const [kind, handler] of Object.entries(handlers)) {
      for (;;) {
        const [row] = await boss.fetch(kind, { includeMetadata: true, db: deps.db });
        if (!row) break;
        more = true;
        ran++;
        try {
          await handler(deps, toJob(row));
          await boss.complete(kind, row.id, {}, { db: deps.db });
        } catch (error) {
          deps.logger.error({ err: error, job: row.id, kind }, "jobs: a job failed");
          await boss.fail(kind, row.id, errorOutput(error), { db: deps.db });
        }
      }
    }
  }
  return ran;
}

const errorOutput = (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) });

/**
 * pg-boss in this process: one polling worker per job kind, and the maintenance that retries jobs
 * of a process that died (expired while active) and archives finished ones. On PostgreSQL it has
 * its own small pool; on PGlite it queries the app's instance (waiting its turn behind open
 * transactions). `onStart` runs once it is up (schedules the daily runs). Only server processes
 * that serve requests start it (serve.ts), never the cluster primary.
 */
export function startJobWorker(deps: AppDeps, handlers: JobHandlers, onStart?: () => Promise<void>) {
  const options = {
    schema: JOB_SCHEMA,
    migrate: false,
    schedule: false,
    archiveCompletedAfterSeconds: ARCHIVE_AFTER_SECONDS,
  };
  const worker = new PgBoss(
    deps.db.driver === "postgres" && deps.env.DATABASE_URL
      ? { ...options, connectionString: deps.env.DATABASE_URL, max: 3, application_name: "loudtribe-jobs" }
      : { ...options, db: deps.db },
  );
  worker.on("error", (error) => deps.logger.error({ err: error }, "jobs: pg-boss reported an error"));
  let stopped = false;
  const started = (async () => {
    await worker.start();
    for (const [kind, handler] of Object.entries(handlers)) {
      if (stopped) return;
      const id: string = await worker.work(
        kind,
        { includeMetadata: true, batchSize: BATCH_SIZE, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
        async (rows) => {
          // Each job is completed or failed on its own, so one failing job never repeats the others
          // (pg-boss's own completion of the batch afterwards finds them settled and does nothing).
          for (const row of rows) {
            try {
              await handler(deps, toJob(row));
              await worker.complete(kind, row.id);
            } catch (error) {
              deps.logger.error({ err: error, job: row.id, kind }, "jobs: a job failed");
              await worker.fail(kind, row.id, errorOutput(error)).catch(() => undefined);
            }
          }
          // pg-boss waits a polling interval after each batch; a full one means more are due now.
          if (rows.length === BATCH_SIZE) worker.notifyWorker(id);
        },
      );
    }
    if (!stopped) await onStart?.();
  })().catch((error: unknown) => deps.logger.error({ err: error }, "jobs: starting the worker failed"));
  return {
    async stop() {
      stopped = true;
      await started;
      await worker.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
