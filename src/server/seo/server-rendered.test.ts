import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { createBand } from "../bands/testing";
import { createTestApp, onTestFileEnd } from "../test";
import { musicGroupSchema } from "./structured-data/schemas";

// The same template as a build's index.html: the server renderer fills #root and keeps the head.
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Default description" />
<title>LoudTribe</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;
const ORIGIN = "https://loudtribe.example";

const webRoot = mkdtempSync(path.join(tmpdir(), "loudtribe-seo-ssr-"));
onTestFileEnd(() => rmSync(webRoot, { recursive: true, force: true }));
writeFileSync(path.join(webRoot, "index.html"), INDEX);
const ssrEntry = fileURLToPath(new URL("../../web/entry-server.tsx", import.meta.url));

const { app, db } = await createTestApp({ webRoot, ssrEntry, env: { APP_URL: ORIGIN } });

describe("the head of a server-rendered page", () => {
  // The first page request loads the renderer from source (compiled on the fly): slow, and not
  // what the test is about.
  beforeAll(() => app.request("/about"), 180_000);

  it("keeps the canonical link and the JSON-LD next to the rendered content", async () => {
    const band = await createBand(db, { name: "Monsoon Static", bio: "Shoegaze from Shillong." });
    const res = await app.request(`/bands/${band.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script type="application/json" id="ssr-state">');
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<link rel="canonical" href="([^"]*)" \/>/g)).toEqual([
      `<link rel="canonical" href="${ORIGIN}/bands/${band.id}" />`,
    ]);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1];
    expect(musicGroupSchema.parse(JSON.parse(jsonLd!))).toMatchObject({ name: "Monsoon Static" });
    expect(head.match(/<title>/g)).toHaveLength(1);
  });

  it("gives the rendered home page its link-preview card: the 1200×630 JPEG site card", async () => {
    const res = await app.request("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script type="application/json" id="ssr-state">');
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/img/og/site.jpg" />`);
    expect(head).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(head).toContain('<meta property="og:image:width" content="1200" />');
    expect(head).toContain('<meta property="og:image:height" content="630" />');
  });
});
