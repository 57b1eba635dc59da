import { describe, expect, it } from "vitest";
import { BUDGETS, formatReport, type PageFigures } from "./report";
import type { LighthouseRun } from "./run";

const run = (tbtMs: number): LighthouseRun => ({
  performance: 90,
  seo: 100,
  bestPractices: 100,
  lcpMs: 1200,
  tbtMs,
  cls: 0,
  jsBytes: 100 * 1024,
  bytesBeforeLcp: 50 * 1024,
  benchmarkIndex: 1800,
});
const band = { name: "band", path: "/bands/1" };

describe("the floor rows", () => {
  it("print each run's TBT and what the page's JavaScript adds to the page without it", () => {
    const figures: PageFigures[] = [{ page: band, runs: [run(400), run(300), run(500)] }];
    const floors: PageFigures[] = [
      { page: { name: "two-element page", path: "/__floor" }, runs: [run(0), run(200), run(40)] },
      { page: { ...band, name: "band (no JS)" }, runs: [run(0), run(120), run(10)] },
    ];
    const report = formatReport(figures, [], BUDGETS, [], floors);
    expect(report).toMatch(/band \(no JS\)\s+90\s+1200\s+10\s+0 \/ 120 \/ 10\s+390\s+1800/);
    expect(report).toContain("went over the 150 ms TBT budget in 1 of 3 runs (median 40 ms)");
  });

  it("say so when the machine's floor stayed within the budget", () => {
    const floors: PageFigures[] = [{ page: { name: "two-element page", path: "/__floor" }, runs: [run(0), run(20)] }];
    expect(formatReport([], [], BUDGETS, [], floors)).toContain("TBT stayed within the 150 ms budget in every run");
  });

  it("leave the section out when nothing was measured without JavaScript", () => {
    expect(formatReport([{ page: band, runs: [run(100)] }], [], BUDGETS)).not.toContain("Without the app's JavaScript");
  });
});

describe("the main thread rows", () => {
  it("print the blocking time by wall and by CPU time from the runs' traces", () => {
    const traced = (byWallMs: number, byCpuMs: number, cpuShare: number) => ({
      ...run(300),
      mainThread: { byWallMs, byCpuMs, cpuShare },
    });
    const figures: PageFigures[] = [
      { page: band, runs: [traced(600, 120, 0.4), traced(900, 80, 0.3), traced(500, 100, 0.5)] },
    ];
    expect(formatReport(figures, [], BUDGETS)).toMatch(/band\s+600\s+100\s+120 \/ 80 \/ 100\s+40 %/);
  });

  it("leave them out when no run has a trace", () => {
    expect(formatReport([{ page: band, runs: [run(100)] }], [], BUDGETS)).not.toContain(
      "main thread after its first paint",
    );
  });
});
