import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createTestApp, onTestFileEnd } from "../test";

const INDEX =
  '<!doctype html><html><head><title>LoudTribe</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = "console.log('hi');".repeat(100);

const webRoot = mkdtempSync(path.join(tmpdir(), "loudtribe-web-"));
onTestFileEnd(() => rmSync(webRoot, { recursive: true, force: true }));
mkdirSync(path.join(webRoot, "assets"));
writeFileSync(path.join(webRoot, "index.html"), INDEX);
writeFileSync(path.join(webRoot, "assets", "index-abc123.js"), SCRIPT);
writeFileSync(path.join(webRoot, "assets", "index-abc123.js.gz"), gzipSync(SCRIPT));
writeFileSync(path.join(webRoot, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
writeFileSync(path.join(webRoot, "sw.js"), "self.addEventListener('fetch', () => {});");
writeFileSync(path.join(webRoot, "manifest.webmanifest"), '{"name":"LoudTribe"}');
writeFileSync(path.join(webRoot, "version.json"), '{"build":"build-1234"}');

const { app } = await createTestApp({ webRoot });

describe("serving the web app", () => {
  it.each(["/", "/bands/123", "/events", "/auth?mode=login", "/no/such/page"])(
    "answers %s with index.html, never cached",
    async (url) => {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      // Public pages (/ and /events here) also get their head tags (src/server/previews, seo): the
      // document is still index.html's.
      const html = await res.text();
      expect(html.slice(html.indexOf("</head>"))).toBe(INDEX.slice(INDEX.indexOf("</head>")));
      expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    },
  );

  it("serves hashed assets with a year of immutable caching", async () => {
    const res = await app.request("/assets/index-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toBe(SCRIPT);
  });

  it("serves the pre-compressed copy to a client that accepts gzip", async () => {
    const res = await app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("gzips a page's HTML for a client that accepts it, and only then", async () => {
    const plain = await app.request("/events");
    const res = await app.request("/events", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(await plain.text());
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("answers a missing asset with 404, not index.html", async () => {
    const res = await app.request("/assets/index-old999.js");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("<html");
  });

  it("serves other public files for an hour", async () => {
    const res = await app.request("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it.each(["/sw.js", "/manifest.webmanifest", "/version.json"])(
    "serves %s revalidated on every visit, so a deploy reaches phones at once",
    async (url) => {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    },
  );

  it("names the served web build on API answers, and not on pages", async () => {
    const api = await app.request("/api/health");
    expect(api.headers.get("x-loudtribe-build")).toBe("build-1234");
    const page = await app.request("/bands");
    expect(page.headers.get("x-loudtribe-build")).toBeNull();
  });

  it.each(["/api", "/api/", "/api/nothing", "/api/bands/123"])("never answers %s with index.html", async (url) => {
    const res = await app.request(url);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("explains a missing build instead of failing obscurely", async () => {
    const { app: unbuilt } = await createTestApp({ webRoot: path.join(webRoot, "nothing-here") });
    const res = await unbuilt.request("/bands/123");
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("npm run build");
  });
});
