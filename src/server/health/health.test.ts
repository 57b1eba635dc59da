import { describe, expect, it } from "vitest";
import { createTestApp, getTestDatabase } from "../test";

describe("GET /api/health", () => {
  it("answers 200 with the database driver", async () => {
    const { app, deps } = await createTestApp();
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: deps.db.driver });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 503 in the error shape when the database is gone", async () => {
    const database = await getTestDatabase({ fresh: true });
    const { app, logs } = await createTestApp({ database });
    await database.close();
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: "database_unavailable", message: "The database is not reachable." },
    });
    expect(logs.some((entry) => entry.msg === "health check: database unreachable")).toBe(true);
  });
});
