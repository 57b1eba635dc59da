import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createFan } from "../auth/testing";
import { createTestApp, type TestApp } from "../test";
import { startS3rver, type TestS3 } from "../test/s3rver";
import { createS3Storage } from "./s3";

/**
 * The S3 driver against a real S3 protocol server (s3rver on loopback). Two apps with their own
 * DATA_DIR share the bucket, as two instances behind a proxy would.
 */
let s3: TestS3;
let a: TestApp;
let b: TestApp;
let png: Buffer;

beforeAll(async () => {
  s3 = await startS3rver();
  a = await createTestApp({ env: s3.env });
  b = await createTestApp({ env: s3.env, database: undefined });
  png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#ff2d55" } })
    .png()
    .toBuffer();
});

describe("S3 storage driver", () => {
  it("is chosen by S3_BUCKET and keeps files in the bucket, not under DATA_DIR", async () => {
    expect(a.deps.storage.driver).toBe("s3");
    const stored = await a.deps.storage.put("band-assets", png, { ext: "png" });
    expect(stored.url).toBe(`/media/band-assets/${stored.key}`);
    expect(await b.deps.storage.read("band-assets", stored.key)).toEqual(png);
    expect((await b.deps.storage.stat("band-assets", stored.key))?.size).toBe(png.length);
    expect(await a.deps.storage.read("band-assets", "00000000-0000-4000-8000-000000000000.png")).toBeUndefined();
  });

  it("serves a file stored through one instance from the other, with the same headers as the disk", async () => {
    const stored = await a.deps.storage.put("event-banners", png, { ext: "png" });
    const res = await b.app.request(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-length")).toBe(String(png.length));
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
    const head = await b.app.request(stored.url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(png.length));
  });

  it("answers 404 JSON for a missing object", async () => {
    const res = await a.app.request("/media/band-assets/00000000-0000-4000-8000-000000000000.webp");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "That file does not exist." } });
  });

  it("stores an upload made through the API in the bucket", async () => {
    const fan = await createFan(a.deps);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)]), "me.png");
    const res = await a.app.request("/api/me/avatar", { method: "POST", body: form, headers: fan.headers });
    expect(res.status).toBe(200);
    const { avatarUrl } = ((await res.json()) as { user: { avatarUrl: string | null } }).user;
    expect(avatarUrl).toMatch(/^\/media\/user-avatars\//);
    const located = a.deps.storage.locate(avatarUrl!)!;
    expect(located.bucket).toBe("user-avatars");
    const served = await b.app.request(avatarUrl!);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
  });

  it("resizes from the bucket and keeps the variant there for every instance", async () => {
    const stored = await a.deps.storage.put("fan-photos", png, { ext: "png" });
    const first = await a.app.request(`/img/480/fan-photos/${stored.key}`);
    expect(first.status).toBe(200);
    expect((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).width).toBe(480);
    expect(await a.deps.storage.derived.read(`480/fan-photos/${stored.key}.webp`)).toBeDefined();
    // With the source gone, the other instance still serves the variant the first one made.
    expect(await a.deps.storage.delete("fan-photos", stored.key)).toBe(true);
    const again = await b.app.request(`/img/480/fan-photos/${stored.key}`);
    expect(again.status).toBe(200);
    expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(480);
  });

  it("deletes an object once", async () => {
    const stored = await a.deps.storage.put("user-avatars", png, { ext: "png" });
    expect(await b.deps.storage.delete("user-avatars", stored.key)).toBe(true);
    expect(await a.deps.storage.delete("user-avatars", stored.key)).toBe(false);
    expect((await a.app.request(stored.url)).status).toBe(404);
  });

  it("redirects /media to S3_PUBLIC_URL when one is set", async () => {
    const cdn = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: "https://cdn.example.com/" } });
    const stored = await cdn.deps.storage.put("band-assets", png, { ext: "png" });
    const res = await cdn.app.request(stored.url);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`https://cdn.example.com/band-assets/${stored.key}`);
    // The URL saved in the database stays /media/…, whichever driver or CDN serves it.
    expect(stored.url).toBe(`/media/band-assets/${stored.key}`);
  });

  it("reports a bucket that does not exist or a server that does not answer", async () => {
    const settings = { ...a.env.s3!, bucket: "no-such-bucket" };
    await expect(createS3Storage(settings).check()).rejects.toThrow();
    await expect(a.deps.storage.check()).resolves.toBeUndefined();
  });
});
