import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { apiModules, apiRoutes } from "@/shared/contract";
import { createTestApp } from "../test";

/** Hono's ":id" → OpenAPI's "{id}". */
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** Every route the app answers under /api that is ours to describe. */
async function registeredApiRoutes() {
  const { app } = await createTestApp();
  const seen = new Set<string>();
  for (const route of app.routes) {
    // Catch-alls (ALL, or a path ending in *) are middleware or 404s: /api/auth/* is better-auth's unused endpoints.
    if (route.method === "ALL" || !route.path.startsWith("/api/") || route.path.endsWith("*")) continue;
    // The document and its reader describe the API; they are not part of it.
    if (route.path === "/api/openapi.json" || route.path.startsWith("/api/docs")) continue;
    seen.add(`${route.method} ${toOpenApiPath(route.path)}`);
  }
  return seen;
}

describe("GET /api/openapi.json", () => {
  it("serves a valid OpenAPI 3.1 document", async () => {
    const { app } = await createTestApp();
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const document = await res.json();
    expect(document.openapi).toBe("3.1.0");
    // The parser dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  }, 180_000); // the validator compiles the OpenAPI 3.1 meta-schema: seconds, many on a busy machine

  it("describes every route the app registers, and registers every route it describes", async () => {
    const registered = await registeredApiRoutes();
    const described = new Set(apiRoutes.map((route) => `${route.method.toUpperCase()} ${route.path}`));
    const undescribed = [...registered].filter((key) => !described.has(key));
    expect(undescribed).toEqual([]);
    expect([...described].filter((key) => !registered.has(key))).toEqual([]);
  });

  it("gives each URL prefix to one contract module (one server folder)", () => {
    const owner = new Map<string, string>();
    for (const [name, module] of Object.entries(apiModules)) {
      for (const route of Object.values(module.routes)) {
        const prefix = route.path.split("/").slice(0, 3).join("/");
        expect(owner.get(prefix) ?? name, `${prefix} is described by ${owner.get(prefix)} and ${name}`).toBe(name);
        owner.set(prefix, name);
      }
    }
  });
});

describe("GET /api/docs", () => {
  it("serves the browsable reference with its scripts allowed by a nonce only", async () => {
    const { app } = await createTestApp();
    const res = await app.request("/api/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(html).toContain(`<script nonce="${nonce}" src="/api/docs/scalar.js">`);
    expect(html).toContain("/api/openapi.json");
    const bundle = await app.request("/api/docs/scalar.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
  });
});
