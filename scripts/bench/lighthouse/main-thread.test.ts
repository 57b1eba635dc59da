import { describe, expect, it } from "vitest";
import { mainThreadBlocking, type TraceEvent } from "./main-thread";

const PAGE = { pid: 7, tid: 1 };
const ms = (value: number) => value * 1000;
const navigation: TraceEvent = {
  name: "navigationStart",
  ...PAGE,
  ts: 0,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: "http://localhost/bands/1" } },
};
const paint: TraceEvent = { name: "firstContentfulPaint", ...PAGE, ts: ms(500) };
const task = (at: number, wall: number, cpu: number, where = PAGE): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  ...where,
  ts: ms(at),
  dur: ms(wall),
  tdur: ms(cpu),
});

describe("mainThreadBlocking", () => {
  it("counts the page's tasks after its first paint by wall time and by CPU time, as Lighthouse would at 4x", () => {
    const events = [
      navigation,
      paint,
      task(100, 90, 30), // before the first paint: not counted
      task(600, 40, 10), // 160 − 50 by wall; 40 < 50 by CPU
      task(700, 20, 20), // 80 − 50 both ways
      task(800, 10, 5), // short either way
      task(900, 60, 60, { pid: 8, tid: 1 }), // another process (the browser, the GPU): not the page's
    ];
    const blocking = mainThreadBlocking(events)!;
    expect(blocking.byWallMs).toBe(110 + 30);
    expect(blocking.byCpuMs).toBe(30);
    expect(blocking.cpuShare).toBeCloseTo(35 / 70);
  });

  it("has nothing to say about a trace without a navigation or a first paint", () => {
    expect(mainThreadBlocking([paint, task(600, 40, 10)])).toBeUndefined();
    expect(mainThreadBlocking([navigation, task(600, 40, 10)])).toBeUndefined();
  });
});
