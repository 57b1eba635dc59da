import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FloorServer, startFloorServer, withoutScripts } from "./floor";

describe("withoutScripts", () => {
  it("drops what would run and keeps the page's data and markup", () => {
    const html = [
      '<head><script type="application/ld+json">{"@type":"MusicGroup"}</script>',
      '<link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" href="/assets/web.css"></head>',
      '<body><h1>Band</h1><script type="application/json" id="ssr-state">{"a":1}</script>',
      "<script>(function(){document.title='x'})()</script>",
      '<script type="module" src="/assets/entry.js"></script></body>',
    ].join("");
    expect(withoutScripts(html)).toBe(
      [
        '<head><script type="application/ld+json">{"@type":"MusicGroup"}</script>',
        '<link rel="stylesheet" href="/assets/web.css"></head>',
        '<body><h1>Band</h1><script type="application/json" id="ssr-state">{"a":1}</script>',
        "</body>",
      ].join(""),
    );
  });
});

describe("the floor proxy", () => {
  let app: Server;
  let floor: FloorServer;
  beforeAll(async () => {
    app = createServer((req, res) => {
      if (req.url === "/page") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end("<h1>Page</h1><script>alert(1)</script>");
      } else {
        res.writeHead(200, { "content-type": "text/css" });
        res.end("h1{color:red}");
      }
    });
    app.listen(0, "127.0.0.1");
    await new Promise((resolve) => app.once("listening", resolve));
    const { port } = app.address() as { port: number };
    floor = await startFloorServer(`http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    await floor.stop();
    await new Promise((resolve) => app.close(resolve));
  });

  it("serves a two-element page without script or stylesheet", async () => {
    const html = await (await fetch(`${floor.origin}/__floor`)).text();
    expect(html).toContain("<h1>Floor</h1>");
    expect(html).not.toMatch(/<script|<link/);
  });

  it("passes the app's pages through without their scripts, and everything else as it is", async () => {
    expect(await (await fetch(`${floor.origin}/page`)).text()).toBe("<h1>Page</h1>");
    const css = await fetch(`${floor.origin}/assets/web.css`);
    expect(css.headers.get("content-type")).toBe("text/css");
    expect(await css.text()).toBe("h1{color:red}");
  });
});
