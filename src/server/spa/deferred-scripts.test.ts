import { createHash } from "node:crypto";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { DEFERRED_SCRIPTS_BOOT, DEFERRED_SCRIPTS_HASH, deferModuleScripts } from "./deferred-scripts";

// What `vite build` writes into index.html's head, plus a page's own hints (manifest.ts).
const BUILT = `<!doctype html><html><head><title>LoudTribe</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-1.js">
<link rel="modulepreload" crossorigin href="/assets/web-2.js">
<link rel="stylesheet" crossorigin href="/assets/web-3.css">
<link rel="modulepreload" crossorigin href="/assets/band-4.js"></head>
<body><div id="root"><h1>Monsoon Static</h1></div><script type="application/json" id="ssr-state">{}</script></body></html>`;

const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html)![1]!) as {
    entry: string;
    preload: string[];
  };

/** Runs the boot script against a recording stand-in for the browser; `load()` fires the window's load. */
function boot(data: { entry: string; preload: string[] }, readyState = "loading") {
  const appended: string[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  let loadListener: (() => void) | undefined;
  let clock = 0;
  const element = (tag: string) => {
    const node: Record<string, string> = { tag };
    return node;
  };
  const record = (node: Record<string, string>) =>
    appended.push(node.tag === "script" ? `script ${node.type} ${node.src}` : `${node.rel} ${node.href}`);
  const sandbox = {
    document: {
      readyState,
      getElementById: (id: string) => (id === "app-scripts" ? { textContent: JSON.stringify(data) } : null),
      createElement: element,
      head: { appendChild: record },
      body: { appendChild: record },
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === "load") loadListener = listener;
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: (arg?: unknown) => void, ms: number, arg?: unknown) =>
      timers.push({ at: clock + ms, run: () => run(arg) }),
  };
  vm.runInNewContext(DEFERRED_SCRIPTS_BOOT, sandbox);
  /** Runs the painted frame's callbacks, then every timer due by `until` ms, in order. */
  const advance = (until: number) => {
    for (const frame of frames.splice(0)) frame();
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > until) break;
      timers.shift();
      clock = next.at;
      next.run();
    }
    clock = until;
  };
  return { appended, advance, load: () => loadListener?.() };
}

describe("a server-rendered page's scripts wait for its first paint", () => {
  it("moves the entry and every modulepreload out of the head into the boot script's list, in order", () => {
    const html = deferModuleScripts(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/web-3.css">');
    expect(dataOf(html)).toEqual({
      entry: "/assets/index-abc.js",
      preload: ["/assets/framework-1.js", "/assets/web-2.js", "/assets/band-4.js"],
    });
    // The list and the boot script come last, after the page's own state.
    expect(html.indexOf('id="ssr-state"')).toBeLessThan(html.indexOf('id="app-scripts"'));
    expect(html).toContain(`<script>${DEFERRED_SCRIPTS_BOOT}</script></body>`);
  });

  it("leaves a document without a built entry script alone (the dev server's, a test template)", () => {
    const plain = '<html><head><script type="module" src="/main.tsx"></script></head><body></body></html>';
    expect(deferModuleScripts(plain)).toBe(plain);
  });

  it("allows the boot script, and nothing else inline, by its hash", () => {
    const hash = createHash("sha256").update(DEFERRED_SCRIPTS_BOOT).digest("base64");
    expect(DEFERRED_SCRIPTS_HASH).toBe(`'sha256-${hash}'`);
  });

  it("asks for nothing before the window's load, then for every preload and the entry last", () => {
    const preload = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    const page = boot({ entry: "/assets/index.js", preload });
    page.advance(1000);
    expect(page.appended).toEqual([]);
    page.load();
    page.advance(1001);
    expect(page.appended).toEqual([
      ...preload.map((href) => `modulepreload ${href}`),
      "script module /assets/index.js",
    ]);
    // The fallback timer finds the work done and adds nothing twice.
    page.advance(10_000);
    expect(page.appended).toHaveLength(11);
  });

  it("starts anyway a few seconds in when the load never comes (a stalled image)", () => {
    const page = boot({ entry: "/assets/index.js", preload: ["/assets/a.js"] });
    page.advance(2999);
    expect(page.appended).toEqual([]);
    page.advance(3000);
    expect(page.appended).toEqual(["modulepreload /assets/a.js", "script module /assets/index.js"]);
  });

  it("starts after the next frame when the page had already loaded", () => {
    const page = boot({ entry: "/assets/index.js", preload: [] }, "complete");
    page.advance(0);
    expect(page.appended).toEqual(["script module /assets/index.js"]);
  });
});
