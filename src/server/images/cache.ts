import type { Storage } from "../storage";

/** A derived image, or why there is none: no such source, or a source that does not decode. */
export type Rendered = { kind: "ok"; data: Buffer } | { kind: "missing" } | { kind: "not-image" };

/**
 * Renders each derived image once and keeps it with the storage driver (the local disk or the S3
 * bucket, so every instance shares it): a kept copy is read back, and only one render of a variant
 * runs at a time (a page of 24 cards asking at once must not render twice). `variant` is the
 * cache path, built by the caller from validated parts only.
 */
export function cachedRender(storage: Storage) {
  const inFlight = new Map<string, Promise<Rendered>>();

  async function run(variant: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const cached = await storage.derived.read(variant).catch(() => undefined);
    if (cached) return { kind: "ok", data: cached };
    const result = await render();
    if (result.kind === "ok") await storage.derived.write(variant, result.data);
    return result;
  }

  return (variant: string, render: () => Promise<Rendered>): Promise<Rendered> => {
    const running = inFlight.get(variant);
    if (running) return running;
    const job = run(variant, render).finally(() => inFlight.delete(variant));
    inFlight.set(variant, job);
    return job;
  };
}

export type CachedRender = ReturnType<typeof cachedRender>;
