import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test";
import { detectImageType } from "./image-type";
import type { Storage } from "./storage";

let dataDir: string;
let storage: Storage;
// The whole app, so the tests also prove /media is mounted ahead of the web app's catch-all.
let app: TestApp["app"];
let png: Buffer;

beforeAll(async () => {
  ({
    app,
    dataDir,
    deps: { storage },
  } = await createTestApp());
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#ff2d55" } })
    .png()
    .toBuffer();
});

describe("storage", () => {
  it("stores a file under a server-made key and reads it back", async () => {
    const stored = await storage.put("band-assets", png, { ext: "png" });
    expect(stored.key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(stored.url).toBe(`/media/band-assets/${stored.key}`);
    expect(await storage.read("band-assets", stored.key)).toEqual(png);
    expect((await storage.stat("band-assets", stored.key))?.size).toBe(png.length);
    expect(storage.locate(stored.url)).toEqual({ bucket: "band-assets", key: stored.key });
  });

  it("derives the extension from the content type when none is given", async () => {
    const stored = await storage.put("fan-photos", png, { contentType: "image/jpeg" });
    expect(stored.key.endsWith(".jpg")).toBe(true);
  });

  it("refuses unknown buckets and odd extensions", async () => {
    await expect(storage.put("secrets" as never, png, { ext: "png" })).rejects.toThrow(/bucket/);
    await expect(storage.put("band-assets", png, { ext: "../png" })).rejects.toThrow(/extension/);
  });

  it("deletes a file once", async () => {
    const stored = await storage.put("user-avatars", png, { ext: "png" });
    expect(await storage.delete("user-avatars", stored.key)).toBe(true);
    expect(await storage.delete("user-avatars", stored.key)).toBe(false);
    expect(await storage.read("user-avatars", stored.key)).toBeUndefined();
  });

  it("never resolves a path outside its buckets", async () => {
    writeFileSync(path.join(dataDir, "secret.txt"), "top secret");
    expect(await storage.read("band-assets", "../../secret.txt")).toBeUndefined();
    expect(await storage.stat("..", "secret.txt")).toBeUndefined();
    expect(storage.locate("/media/band-assets/../../secret.txt")).toBeUndefined();
  });
});

describe("GET /media/:bucket/:key", () => {
  it("serves an image with its type, a year of caching and nosniff", async () => {
    const stored = await storage.put("event-banners", png, { ext: "png" });
    const res = await app.request(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
  });

  it.each([
    ["webp", "image/webp"],
    ["jpg", "image/jpeg"],
    ["jpeg", "image/jpeg"],
    ["gif", "image/gif"],
    ["avif", "image/avif"],
  ])("serves .%s as %s", async (ext, type) => {
    const stored = await storage.put("venue-banners", png, { ext });
    const res = await app.request(stored.url);
    expect(res.headers.get("content-type")).toBe(type);
  });

  it.each(["svg", "html", "bin"])("never serves .%s inline", async (ext) => {
    const stored = await storage.put("artist-assets", Buffer.from("<svg onload=alert(1)>"), { ext });
    const res = await app.request(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-disposition")).toBe("attachment");
  });

  it("answers 404 JSON for a missing file, an unknown bucket or a malformed key", async () => {
    const stored = await storage.put("band-assets", png, { ext: "png" });
    for (const url of [
      "/media/band-assets/00000000-0000-4000-8000-000000000000.png",
      `/media/private/${stored.key}`,
      "/media/band-assets/..%2F..%2Fsecret.txt",
      "/media/band-assets/%2e%2e",
      "/media/band-assets/avatar.PNG",
    ]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "That file does not exist." } });
    }
  });

  it("never reaches a file outside the buckets through dot segments", async () => {
    writeFileSync(path.join(dataDir, "secret.txt"), "top secret");
    // The URL parser resolves ".." before routing, so this is a request for /secret.txt, not media.
    const res = await app.request("/media/band-assets/../../secret.txt");
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toContain("top secret");
  });
});

describe("detectImageType", () => {
  it("recognises each format by its magic bytes", async () => {
    const image = sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } });
    expect(detectImageType(await image.clone().png().toBuffer())).toBe("png");
    expect(detectImageType(await image.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(detectImageType(await image.clone().webp().toBuffer())).toBe("webp");
    expect(detectImageType(await image.clone().gif().toBuffer())).toBe("gif");
    expect(detectImageType(await image.clone().avif().toBuffer())).toBe("avif");
  });

  it("rejects SVG, HTML, truncated and empty input", () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageType(Buffer.from("<!doctype html><script>alert(1)</script>"))).toBeUndefined();
    expect(detectImageType(Buffer.from([0x89, 0x50]))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });
});
