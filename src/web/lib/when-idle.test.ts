import { describe, expect, it, vi } from "vitest";
import { IDLE_TIMEOUT_MS, whenIdle } from "./when-idle";

describe("whenIdle", () => {
  it("waits for the browser's idle callback, with a deadline", () => {
    const requestIdleCallback = vi.fn();
    const setTimeout = vi.fn();
    const callback = vi.fn();
    whenIdle(callback, { requestIdleCallback, setTimeout } as never);
    expect(callback).not.toHaveBeenCalled();
    expect(setTimeout).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    requestIdleCallback.mock.calls[0]![0]();
    expect(callback).toHaveBeenCalledOnce();
  });

  it("falls back to a timer where there is no idle callback (Safari)", () => {
    const setTimeout = vi.fn();
    const callback = vi.fn();
    whenIdle(callback, { setTimeout } as never);
    expect(setTimeout).toHaveBeenCalledWith(callback, expect.any(Number));
  });
});
