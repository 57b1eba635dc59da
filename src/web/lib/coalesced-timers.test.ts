import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalescedTimeoutProvider } from "./coalesced-timers";

describe("TanStack Query's timers on one platform timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs long timers at their time, each once, under a single platform timer", () => {
    const provider = coalescedTimeoutProvider();
    const ran: string[] = [];
    provider.setTimeout(() => ran.push("stale A"), 300_000);
    provider.setTimeout(() => ran.push("gc"), 600_000);
    provider.setTimeout(() => ran.push("stale B"), 300_005);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(299_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(["stale A"]);
    vi.advanceTimersByTime(5);
    expect(ran).toEqual(["stale A", "stale B"]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(300_000);
    expect(ran).toEqual(["stale A", "stale B", "gc"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("moves the platform timer when a new timer is due before the armed one", () => {
    const provider = coalescedTimeoutProvider();
    const ran: string[] = [];
    provider.setTimeout(() => ran.push("late"), 60_000);
    provider.setTimeout(() => ran.push("early"), 2_000);
    vi.advanceTimersByTime(2_000);
    expect(ran).toEqual(["early"]);
    vi.advanceTimersByTime(58_000);
    expect(ran).toEqual(["early", "late"]);
  });

  it("never runs a cleared timer, and drops the platform timer once none is left", () => {
    const provider = coalescedTimeoutProvider();
    const ran: string[] = [];
    const a = provider.setTimeout(() => ran.push("a"), 5_000);
    const b = provider.setTimeout(() => ran.push("b"), 5_000);
    provider.clearTimeout(a);
    vi.advanceTimersByTime(5_000);
    expect(ran).toEqual(["b"]);
    const c = provider.setTimeout(() => ran.push("c"), 5_000);
    provider.clearTimeout(c);
    expect(vi.getTimerCount()).toBe(0);
    provider.clearTimeout(undefined);
    provider.clearTimeout(b);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(["b"]);
  });

  it("keeps short delays (retries) as platform timers, exact and cancellable", () => {
    const provider = coalescedTimeoutProvider();
    const ran: string[] = [];
    provider.setTimeout(() => ran.push("retry 1"), 500);
    const cancelled = provider.setTimeout(() => ran.push("retry 2"), 800);
    provider.setTimeout(() => ran.push("stale"), 300_000);
    expect(vi.getTimerCount()).toBe(3);
    provider.clearTimeout(cancelled);
    vi.advanceTimersByTime(500);
    expect(ran).toEqual(["retry 1"]);
    vi.advanceTimersByTime(300_000);
    expect(ran).toEqual(["retry 1", "stale"]);
  });

  it("a timer set from inside a running one is kept", () => {
    const provider = coalescedTimeoutProvider();
    const ran: string[] = [];
    provider.setTimeout(() => {
      ran.push("first");
      provider.setTimeout(() => ran.push("second"), 1_000);
    }, 1_000);
    vi.advanceTimersByTime(1_000);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(["first", "second"]);
  });
});
