/**
 * /api/openapi.json (the document) and /api/docs (Scalar's browsable reference, served from our own
 * origin: the page's two scripts carry a per-response nonce, so the app's strict CSP stays on).
 */
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { Scalar } from "@scalar/hono-api-reference";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { cspHeader } from "../middleware/security-headers";
import { openApiDocument } from "./document";

const require = createRequire(import.meta.url);
/** Scalar's self-contained browser build; its package exports no subpath for it, so find it by its entry. */
const scalarBundle = () =>
  path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser", "standalone.js");
const SCALAR_URL = "/api/docs/scalar.js";

export function openApiRoutes() {
  const scalar = Scalar<AppEnv>({ url: "/api/openapi.json", cdn: SCALAR_URL, pageTitle: "LoudTribe API" });
  return new Hono<AppEnv>()
    .get("/api/openapi.json", (c) => c.json(openApiDocument()))
    .get(SCALAR_URL, async (c) => {
      const { readFile } = await import("node:fs/promises");
      c.header("Content-Type", "text/javascript; charset=utf-8");
      c.header("Cache-Control", "public, max-age=86400");
      return c.body(await readFile(scalarBundle()));
    })
    .get("/api/docs", async (c, next) => {
      const response = await scalar(c, next);
      if (!response) return c.notFound();
      const nonce = randomBytes(16).toString("base64");
      const html = (await response.text()).replaceAll("<script", `<script nonce="${nonce}"`);
      c.header("Content-Security-Policy", cspHeader({ scriptSrc: [`'nonce-${nonce}'`] }));
      return c.html(html);
    });
}
