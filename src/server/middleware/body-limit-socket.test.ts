/**
 * The JSON body cap over a real listening socket (issue 16): `app.request` never sees how a socket
 * closes, and a client still uploading when the answer comes is where a 413 used to turn into a
 * connection reset.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { listen } from "../http-server";
import { createTestApp } from "../test";

const t = await createTestApp();
const server = listen(t.app.fetch, { port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const { port } = server.address() as AddressInfo;
afterAll(() => new Promise((resolve) => server.close(resolve)));

const URL_PATH = "/api/auth/sign-in/email";
const MiB = 1024 * 1024;
const TOO_LARGE = { error: { code: "payload_too_large", message: "The request body is too large." } };

interface Upload {
  size: number;
  chunked: boolean;
  chunkBytes?: number;
  /** Wait between chunks, as a slow uplink does. */
  pauseMs?: number;
}

/** A JSON POST through node:http, written chunk by chunk with backpressure like a real client. */
function upload({ size, chunked, chunkBytes = 64 * 1024, pauseMs = 0 }: Upload) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (!chunked) headers["content-length"] = String(size);
    const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: URL_PATH, headers });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(chunkBytes, "a");
    let sent = 0;
    const pump = () => {
      if (req.destroyed) return;
      if (sent >= size) return void req.end();
      sent += chunk.length;
      const more = req.write(chunk);
      if (pauseMs) setTimeout(pump, pauseMs);
      else if (more) setImmediate(pump);
      else req.once("drain", pump);
    };
    pump();
  });
}

describe("a body over the 1 MiB JSON cap, over a real socket", () => {
  it.each([
    ["with Content-Length", false],
    ["chunked", true],
  ])("answers 413 JSON %s", async (_, chunked) => {
    for (const size of [2 * MiB, 8 * MiB]) {
      expect(await upload({ size, chunked })).toEqual({ status: 413, body: TOO_LARGE });
    }
  });

  it.each([
    ["with Content-Length", false],
    ["chunked", true],
  ])("answers 413 JSON %s to a client still uploading after the answer (a slow link)", async (_, chunked) => {
    // 12 chunks of 256 KiB, 100 ms apart: the upload outlasts the answer by over a second.
    const answer = await upload({ size: 3 * MiB, chunked, chunkBytes: 256 * 1024, pauseMs: 100 });
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
  });

  it("answers 413 JSON to fetch, which reads nothing until its upload is done", async () => {
    for (const size of [2 * MiB, 8 * MiB]) {
      const res = await fetch(`http://127.0.0.1:${port}${URL_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "a".repeat(size),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
    }
  });

  it("keeps the connection usable: a small request on the same keep-alive socket after a 413 succeeds", async () => {
    const big = await fetch(`http://127.0.0.1:${port}${URL_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "a".repeat(2 * MiB),
    });
    expect(big.status).toBe(413);
    await big.text();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
