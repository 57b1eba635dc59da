import { chromium } from "@playwright/test";
import type { BenchPage } from "./server";

/**
 * `npm run bench -- lighthouse --profile`: what the main thread does during a cold load at 4× CPU
 * (Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset), without network throttling:
 * the long tasks (≥ 50 ms, what TBT adds up) and the functions with the most self time, from a
 * CDP CPU profile until the page is live (`data-page-ready`). Function names are readable on an
 * unminified build, made from the repository root (vite.config.ts lives there: run from src/web, Vite
 * finds no config and builds with other chunks and aliases): `npx vite build --minify false --outDir
 * $PWD/dist/web-prof` and its renderer, `npx vite build --ssr entry-server.tsx --minify false --outDir
 * $PWD/dist/web-prof-renderer`, then WEB_ROOT=dist/web-prof.
 */
export type PageProfile = {
  page: string;
  longTasksMs: number[];
  /** TBT as Lighthouse counts it from these tasks: the part of each beyond 50 ms. */
  blockingMs: number;
  top: { name: string; where: string; selfMs: number }[];
  /** Stretches of ≥ 50 ms without an idle sample (about the long tasks), with what ran most in each. */
  busy: { ms: number; top: string[] }[];
  /** Long animation frames with the scripts that ran in each (invoker → function (file) ms). */
  longFrames: string[];
};

const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"];
const TOP = 25;

type ProfileNode = {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export async function profilePages(origin: string, pages: BenchPage[], chromePath: string): Promise<PageProfile[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
  try {
    const results: PageProfile[] = [];
    for (const target of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: number[] = [];
        const frames: string[] = [];
        Object.assign(window, { __longTasks: tasks, __longFrames: frames });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: "longtask", buffered: true });
        // Long animation frames say which scripts ran in them (invoker, function, file).
        type Script = { duration: number; invoker: string; sourceFunctionName: string; sourceURL: string };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { duration: number; scripts: Script[] }[]) {
            const scripts = entry.scripts
              .filter((script) => script.duration >= 5)
              .map(
                (script) =>
                  `${script.invoker} → ${script.sourceFunctionName || "?"} (${script.sourceURL.split("/").pop()}) ${script.duration.toFixed(0)}`,
              );
            frames.push(`${entry.duration.toFixed(0)} ms: ${scripts.join("; ") || "no script ≥ 5 ms"}`);
          }
        }).observe({ type: "long-animation-frame", buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
      await page.goto(`${origin}${target.path}`);
      await page.waitForSelector("html[data-page-ready]", { timeout: 60_000 }).catch(() => undefined);
      await page.waitForLoadState("networkidle");
      const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
      const { longTasksMs, longFrames } = await page.evaluate(() => {
        const seen = window as unknown as { __longTasks: number[]; __longFrames: string[] };
        return { longTasksMs: seen.__longTasks, longFrames: seen.__longFrames };
      });
      results.push({
        page: target.name,
        longTasksMs,
        blockingMs: longTasksMs.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
        top: selfTimes(profile).slice(0, TOP),
        busy: busyStretches(profile),
        longFrames,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

function selfTimes(profile: CpuProfile, from = 0, to = profile.samples.length) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, { name: string; where: string; selfMs: number }>();
  profile.samples.slice(from, to).forEach((id, j) => {
    const i = from + j;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split("/").pop() || "(native)";
    const where = `${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    const name = frame.functionName || "(anonymous)";
    const key = `${name}@${where}`;
    const entry = totals.get(key) ?? { name, where, selfMs: 0 };
    entry.selfMs += (profile.timeDeltas[i] ?? 0) / 1000;
    totals.set(key, entry);
  });
  return [...totals.values()]
    .filter((entry) => entry.name !== "(idle)" && entry.name !== "(program)")
    .sort((a, b) => b.selfMs - a.selfMs);
}

const isIdle = (node: ProfileNode | undefined) => !node || node.callFrame.functionName === "(idle)";

function busyStretches(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const stretches: { ms: number; top: string[] }[] = [];
  let start = -1;
  let ms = 0;
  const close = (end: number) => {
    if (start >= 0 && ms >= 50) {
      const top = selfTimes(profile, start, end)
        .slice(0, 5)
        .map((entry) => `${entry.name} ${entry.selfMs.toFixed(0)}`);
      stretches.push({ ms, top });
    }
    start = -1;
    ms = 0;
  };
  profile.samples.forEach((id, i) => {
    if (isIdle(byId.get(id))) close(i);
    else {
      if (start < 0) start = i;
      ms += (profile.timeDeltas[i] ?? 0) / 1000;
    }
  });
  close(profile.samples.length);
  return stretches;
}

export function formatProfiles(profiles: PageProfile[]): string {
  return profiles
    .map((profile) =>
      [
        `${profile.page}: long tasks ${profile.longTasksMs.map((ms) => ms.toFixed(0)).join(", ") || "none"} ms; blocking ${profile.blockingMs.toFixed(0)} ms (4x CPU, no network throttling)`,
        ...profile.longFrames.map((frame) => `  frame ${frame}`),
        ...profile.busy.map((stretch) => `  busy ${stretch.ms.toFixed(0)} ms: ${stretch.top.join(", ")}`),
        ...profile.top.map((entry) => `  ${entry.selfMs.toFixed(1).padStart(7)} ms  ${entry.name}  ${entry.where}`),
      ].join("\n"),
    )
    .join("\n\n");
}
