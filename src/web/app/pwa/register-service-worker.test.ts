import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A service worker as the page sees it: a state, and the messages the page posts to it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** The browser found a new /sw.js and starts installing it. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registered: string[] = [];
  constructor(private registration: FakeRegistration | Promise<never>) {
    super();
  }
  register(url: string) {
    this.registered.push(url);
    return this.registration instanceof FakeRegistration ? Promise.resolve(this.registration) : this.registration;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(container: FakeContainer) {
  vi.stubGlobal("navigator", { serviceWorker: container });
  vi.resetModules();
  const { registerServiceWorker } = await import("./register-service-worker");
  const { updateState } = await import("./update-state");
  registerServiceWorker();
  await flush();
  return updateState;
}

describe("registerServiceWorker", () => {
  beforeEach(() => {
    vi.stubGlobal("window", { location: { reload: vi.fn() } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("registers /sw.js, and the first worker of a visit offers no reload", async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    const state = await start(container);
    registration.find(new FakeWorker("installing"));
    registration.installing?.become("installed");
    expect(container.registered).toEqual(["/sw.js"]);
    expect(state.isAvailable()).toBe(false);
  });

  it("a new build's worker installed under a controlling one offers the reload, and applying it lets the new worker take over first", async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    container.controller = new FakeWorker("activated");
    const state = await start(container);
    const next = new FakeWorker("installing");
    registration.find(next);
    expect(state.isAvailable()).toBe(false);
    next.become("installed");
    expect(state.isAvailable()).toBe(true);

    const applied = state.apply();
    expect(next.messages).toEqual([{ type: "SKIP_WAITING" }]);
    container.dispatchEvent(new Event("controllerchange"));
    await applied;
    expect(window.location.reload).toHaveBeenCalledTimes(1);
  });

  it("a worker already waiting from an earlier visit offers the reload at once", async () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker("installed");
    registration.waiting = waiting;
    const container = new FakeContainer(registration);
    container.controller = new FakeWorker("activated");
    const state = await start(container);
    expect(state.isAvailable()).toBe(true);
    void state.apply();
    expect(waiting.messages).toEqual([{ type: "SKIP_WAITING" }]);
  });

  it("a browser that refuses the worker is no error for the page", async () => {
    const container = new FakeContainer(Promise.reject(new Error("blocked")));
    const state = await start(container);
    expect(state.isAvailable()).toBe(false);
  });
});
