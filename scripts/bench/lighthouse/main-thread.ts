/**
 * The page's main thread after its first paint, read from the trace of a Lighthouse run: each task
 * counted as Lighthouse's simulated TBT counts it (4× its duration, less 50 ms), once by wall time
 * and once by the thread's CPU time. On a busy 2-core host a task's wall time includes the time the
 * thread waited for a core (Chromium's browser process and compositor, drawing Lighthouse's
 * screenshots, take as much CPU as the page during a load: docs/decisions/performance.md, session
 * 19), which Lighthouse then multiplies by 4. The CPU-time figure leaves that out: it is what the
 * app's own work costs, and it moves when the app changes, not when the host is busy.
 */
export type MainThreadBlocking = {
  /** Σ max(0, 4 × wall − 50) over the tasks after the first contentful paint. */
  byWallMs: number;
  /** Σ max(0, 4 × CPU − 50) over the same tasks. */
  byCpuMs: number;
  /** The tasks' CPU time over their wall time (1 = the thread never waited for a core). */
  cpuShare: number;
};

export type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};

const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const MULTIPLIER = 4;
const LONG_MS = 50;

export function mainThreadBlocking(events: TraceEvent[]): MainThreadBlocking | undefined {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) return undefined;
  const paint = events.find(
    (event) => event.name === "firstContentfulPaint" && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  if (!paint) return undefined;
  let byWallMs = 0;
  let byCpuMs = 0;
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.pid !== navigation.pid || event.tid !== navigation.tid || event.ph !== "X" || !TASKS.has(event.name))
      continue;
    if (event.ts < paint.ts || event.dur === undefined) continue;
    const wallMs = event.dur / 1000;
    const cpuMs = (event.tdur ?? event.dur) / 1000;
    byWallMs += Math.max(0, MULTIPLIER * wallMs - LONG_MS);
    byCpuMs += Math.max(0, MULTIPLIER * cpuMs - LONG_MS);
    wall += wallMs;
    cpu += cpuMs;
  }
  return { byWallMs, byCpuMs, cpuShare: wall > 0 ? cpu / wall : 1 };
}
