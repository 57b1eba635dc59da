import { describe, expect, it } from "vitest";
import { createFan } from "../auth/testing";
import { createTestApp } from "../test";

const { app, deps } = await createTestApp();

/** "script-src 'self'; object-src 'none'" → { "script-src": ["'self'"], … } */
function parseCsp(header: string | null) {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

describe("security headers", () => {
  it.each(["/api/health", "/api/missing", "/some/page"])("are on every response (%s)", async (path) => {
    const res = await app.request(path);
    const csp = parseCsp(res.headers.get("content-security-policy"));
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("are the subresource ones only on built scripts and stylesheets", async () => {
    for (const path of ["/assets/index-abc123.js", "/assets/index-abc123.css"]) {
      const res = await app.request(path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(res.headers.get("content-security-policy"), path).toBeNull();
      expect(res.headers.get("x-frame-options"), path).toBeNull();
    }
    // Anything else under /assets (an image, a nested path) and the service worker keep the page policies.
    for (const path of ["/assets/logo-abc123.svg", "/assets/a/b.js", "/sw.js"]) {
      expect((await app.request(path)).headers.get("content-security-policy"), path).not.toBeNull();
    }
  });

  it("allow no inline or eval'd script anywhere", async () => {
    const csp = parseCsp((await app.request("/api/health")).headers.get("content-security-policy"));
    for (const directive of ["script-src", "default-src", "script-src-elem", "script-src-attr"]) {
      const values = csp.get(directive) ?? [];
      expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
    }
  });

  it("send HSTS only when the site is served over https", async () => {
    expect((await app.request("/api/health")).headers.get("strict-transport-security")).toBeNull();
    const secure = await createTestApp({ env: { APP_URL: "https://loudtribe.example" } });
    expect((await secure.app.request("/api/health")).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect((await secure.app.request("/assets/index-abc123.js")).headers.get("strict-transport-security")).toMatch(
      /max-age=\d+/,
    );
  });

  it("forbid caching any API answer to a request with a session", async () => {
    const fan = await createFan(deps);
    for (const path of ["/api/me", "/api/bands", "/api/no/such/thing"]) {
      const res = await app.request(path, { headers: fan.headers });
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    expect((await app.request("/api/bands")).headers.get("cache-control")).not.toBe("no-store");
  });
});
