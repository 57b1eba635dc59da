import type { AppDeps } from "../context";
import { claimNext, complete, fail, type Job } from "./queue";

/** How often an idle worker looks for due jobs. */
export const POLL_MS = 5_000;

export type JobHandler = (deps: AppDeps, job: Job) => Promise<void>;

/**
 * Runs due jobs until none is left, one at a time. Each job's work is its handler's; the job is
 * marked done only after the handler returns, so a crash in between runs it again (handlers are
 * written to be safe to repeat: they check what already happened).
 */
export async function runDueJobs(deps: AppDeps, handlers: Record<string, JobHandler>): Promise<number> {
  const db = deps.db.db;
  let ran = 0;
  for (let job = await claimNext(db); job; job = await claimNext(db)) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(deps, job);
      await complete(db, job.id);
    } catch (error) {
      deps.logger.error({ err: error, job: job.key }, "jobs: a job failed");
      await fail(db, job.id, error);
    }
    ran++;
  }
  return ran;
}

/** Polls for due jobs in this process until stopped. */
export function startJobWorker(deps: AppDeps, handlers: Record<string, JobHandler>, onStart?: () => Promise<void>) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        await runDueJobs(deps, handlers);
      } catch (error) {
        deps.logger.error({ err: error }, "jobs: polling failed");
      }
    })();
    return running;
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  void (async () => {
    try {
      await onStart?.();
    } catch (error) {
      deps.logger.error({ err: error }, "jobs: scheduling failed");
    }
    if (stopped) return;
    void tick();
    timer = setInterval(() => void tick(), POLL_MS);
  })();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
