import type { DbOrTx } from "../db/client";
import { maintenanceJobs, scheduleMaintenance } from "../db/maintenance";
import { notificationJobs, scheduleDigest } from "../notifications/digest";
import { schedulePush } from "../notifications/push/schedule";
import { retentionJobs, scheduleRetention } from "../notifications/retention";
import type { JobHandlers } from "./worker";

/**
 * Every job kind's handler. Each kind gets a pg-boss queue at migration (installJobQueues) and a
 * polling worker in each serving process; enqueueing a kind that is not here throws. Add a feature's
 * handler map with one spread.
 */
export const jobHandlers: JobHandlers = { ...notificationJobs, ...retentionJobs, ...maintenanceJobs };

/**
 * The daily runs, queued by every serving process at start (their keys keep each one), and a push
 * run that sends the phone alerts still pending when the last process stopped.
 */
export async function scheduleDailyJobs(db: DbOrTx) {
  await scheduleDigest(db);
  await scheduleRetention(db);
  await scheduleMaintenance(db);
  await schedulePush(db);
}
