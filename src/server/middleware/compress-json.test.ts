import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD_BYTES, compressJson } from "./compress-json";

const large = { items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Gig number ${i}`, city: "Mumbai" })) };
const small = { ok: true };

const app = new Hono()
  .use("*", compressJson())
  .get("/large", (c) => c.json(large))
  .get("/small", (c) => c.json(small))
  .get("/created", (c) => c.json(large, 201, { "x-extra": "kept" }))
  .get("/text", (c) => c.text("x".repeat(4000)));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compressJson", () => {
  it("gzips JSON over the threshold for a client that accepts gzip, keeping status and headers", async () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const res = await get("/created", "gzip, deflate, br");
    expect(res.status).toBe(201);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("x-extra")).toBe("kept");
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(large);
  });

  it("sends small JSON, and any JSON to a client without gzip, as it is", async () => {
    const tiny = await get("/small", "gzip");
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.json()).toEqual(small);
    const plain = await get("/large");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(large);
  });

  it("leaves responses other than c.json() alone", async () => {
    const res = await get("/text", "gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toHaveLength(4000);
  });
});
