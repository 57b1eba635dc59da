import { describe, expect, it } from "vitest";
import { createTestApp } from "../test";

// POST /api/health has no route: a request the origin check lets through ends as a 404, one it
// refuses as a 403, so no test route is needed.
const { app, env } = await createTestApp();
const post = (headers: Record<string, string>, url = "http://localhost:3000/api/health") =>
  app.request(url, { method: "POST", headers });

describe("origin check on state-changing API requests", () => {
  it("refuses a foreign Origin with a JSON 403", async () => {
    const res = await post({ origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "forbidden", message: "Cross-site request refused." } });
  });

  it("refuses Sec-Fetch-Site: cross-site without an Origin", async () => {
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("refuses every unsafe method from a foreign origin", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await app.request("/api/health", { method, headers: { origin: "https://evil.example" } });
      expect(res.status).toBe(403);
    }
  });

  it("lets the app's own origin through", async () => {
    expect(new URL(env.APP_URL).origin).toBe("http://localhost:3000");
    expect((await post({ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" })).status).toBe(404);
  });

  it("lets the origin the request was addressed to through (e.g. behind the Vite proxy)", async () => {
    expect((await post({ origin: "http://127.0.0.1:5173" }, "http://127.0.0.1:5173/api/health")).status).toBe(404);
  });

  it("lets clients without Origin (curl, server-to-server) through", async () => {
    expect((await post({})).status).toBe(404);
  });

  it("never blocks safe methods", async () => {
    const res = await app.request("/api/health", { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(200);
  });
});
