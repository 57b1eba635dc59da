import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type MainThreadBlocking, mainThreadBlocking, type TraceEvent } from "./main-thread";

/** What one Lighthouse run gives us (times in ms, sizes in bytes as transferred). */
export type LighthouseRun = {
  performance: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page fetched during the load (lazy chunks asked for at once included). */
  jsBytes: number;
  /** Everything that finished downloading before the observed largest contentful paint. */
  bytesBeforeLcp: number;
  /**
   * Lighthouse's measure of this machine's CPU speed (`lhr.environment.benchmarkIndex`, higher is
   * faster; ~1000+ is a typical desktop): TBT and LCP at 4× throttling scale with it, so figures
   * from different machines or loads are compared through it.
   */
  benchmarkIndex: number;
  /** The page's main thread after its first paint, by wall and by CPU time (main-thread.ts). */
  mainThread?: MainThreadBlocking;
  /** Lighthouse's code when the run failed (its figures are then missing). */
  runtimeError?: string;
};

// Issue 20's machine flags: nothing of Chromium's may try to reach the network beyond loopback.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

type Item = Record<string, unknown>;
const itemsOf = (audit: { details?: unknown } | undefined): Item[] =>
  ((audit?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

/**
 * One cold Lighthouse run (mobile defaults: simulated slow 4G, 4× CPU) in a fresh Chromium; with
 * `saveTo`, the whole report (lhr JSON: long-tasks, bootup-time, the LCP breakdown…) is written there.
 */
export async function runLighthouse(url: string, chromePath: string, saveTo?: string): Promise<LighthouseRun> {
  // Lighthouse now and then fails to record the trace (NO_NAVSTART): its metrics are then missing and
  // a median over them is NaN. Such a run is made again (twice at most) instead of counted.
  for (let attempt = 1; ; attempt++) {
    const run = await runOnce(url, chromePath, saveTo);
    if (run.runtimeError === undefined || attempt === 3) return run;
    console.log(`    (${run.runtimeError}: run again)`);
  }
}

async function runOnce(url: string, chromePath: string, saveTo?: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "seo", "best-practices"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (saveTo) writeFileSync(saveTo, JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id];
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const scripts = itemsOf(audit("resource-summary")).find((item) => item.resourceType === "script");
    const observed = itemsOf(audit("metrics"))[0] ?? {};
    const lcpObserved = Number(observed.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY);
    const navigationStart = Number(observed.observedNavigationStart ?? 0);
    const bytesBeforeLcp = itemsOf(audit("network-requests"))
      .filter((request) => Number(request.networkEndTime ?? Number.POSITIVE_INFINITY) - navigationStart <= lcpObserved)
      .reduce((total, request) => total + Number(request.transferSize ?? 0), 0);
    return {
      performance: score("performance"),
      seo: score("seo"),
      bestPractices: score("best-practices"),
      lcpMs: audit("largest-contentful-paint")?.numericValue ?? Number.NaN,
      tbtMs: audit("total-blocking-time")?.numericValue ?? Number.NaN,
      cls: audit("cumulative-layout-shift")?.numericValue ?? Number.NaN,
      jsBytes: Number(scripts?.transferSize ?? 0),
      bytesBeforeLcp,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      mainThread: mainThreadBlocking((result.artifacts.Trace?.traceEvents ?? []) as TraceEvent[]),
      runtimeError: lhr.runtimeError?.code,
    };
  } finally {
    chrome.kill();
  }
}
