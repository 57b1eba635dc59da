import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test";
import { IMAGE_WIDTHS } from "./resize";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

describe("GET /img/:width/:bucket/:key", () => {
  it.each(IMAGE_WIDTHS)("serves a %i px wide WebP with immutable caching", async (width) => {
    const stored = await t.deps.storage.put("band-assets", await png(1600, 900), { ext: "png" });
    const res = await t.app.request(`/img/${width}/band-assets/${stored.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(Math.round((900 * width) / 1600));
  });

  it("keeps the variant on disk under DATA_DIR and serves it from there next time", async () => {
    const stored = await t.deps.storage.put("fan-photos", await png(800, 800), { ext: "png" });
    expect((await t.app.request(`/img/480/fan-photos/${stored.key}`)).status).toBe(200);
    const cached = path.join(t.dataDir, "cache", "images", "480", "fan-photos", `${stored.key}.webp`);
    expect(existsSync(cached)).toBe(true);
    // The source may go (a replaced photo); the variant already made is still served.
    await t.deps.storage.delete("fan-photos", stored.key);
    const again = await t.app.request(`/img/480/fan-photos/${stored.key}`);
    expect(again.status).toBe(200);
    expect(again.headers.get("content-type")).toBe("image/webp");
  });

  it("never enlarges a small image", async () => {
    const stored = await t.deps.storage.put("user-avatars", await png(120, 120), { ext: "png" });
    const res = await t.app.request(`/img/640/user-avatars/${stored.key}`);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(120);
  });

  it("renders concurrent requests for one variant once, and all get it", async () => {
    const stored = await t.deps.storage.put("band-assets", await png(1200, 675), { ext: "png" });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.app.request(`/img/960/band-assets/${stored.key}`)),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it("answers HEAD with the headers and no body", async () => {
    const stored = await t.deps.storage.put("band-assets", await png(400, 400), { ext: "png" });
    const res = await t.app.request(`/img/160/band-assets/${stored.key}`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(await res.text()).toBe("");
  });

  it.each(["100", "321", "2560", "abc", "0320", "-1"])(
    "refuses the width %s with 400 (only the srcset widths exist)",
    async (width) => {
      const stored = await t.deps.storage.put("band-assets", await png(400, 400), { ext: "png" });
      const res = await t.app.request(`/img/${width}/band-assets/${stored.key}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: "bad_request", message: "Image width must be one of 160, 320, 480, 640, 800, 960, 1280." },
      });
    },
  );

  it.each([
    ["an unknown bucket", "/img/320/secrets/0b9c1c1e-8d2a-4c1b-9f3e-2a1b3c4d5e6f.png"],
    ["a key we never make", "/img/320/band-assets/..%2F..%2Fetc%2Fpasswd"],
    ["a missing file", "/img/320/band-assets/0b9c1c1e-8d2a-4c1b-9f3e-2a1b3c4d5e6f.png"],
    ["a path with more parts", "/img/320/band-assets/a/b"],
  ])("is a JSON 404 for %s", async (_, url) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("is a 404 for a stored file that is not an image, or does not decode", async () => {
    const text = await t.deps.storage.put("band-assets", new TextEncoder().encode("<svg onload=alert(1)>"), {
      ext: "png",
    });
    expect((await t.app.request(`/img/320/band-assets/${text.key}`)).status).toBe(404);
    const truncated = (await png(600, 600)).subarray(0, 64);
    const broken = await t.deps.storage.put("band-assets", truncated, { ext: "png" });
    expect((await t.app.request(`/img/320/band-assets/${broken.key}`)).status).toBe(404);
  });
});
