import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, getTestDatabase } from "../test";
import { startS3rver } from "../test/s3rver";

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

describe("GET /api/ready", () => {
  it("answers 200 when the database is migrated and the storage is writable", async () => {
    const { app, deps } = await createTestApp();
    const res = await app.request("/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: deps.db.driver, storage: "local" });
  });

  it("answers 503 naming what is wrong: migrations behind, database gone", async () => {
    const database = await getTestDatabase({ fresh: true });
    const { app } = await createTestApp({ database });
    // A newer migration than the database has recorded: as if this build had not migrated yet.
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const behind = await app.request("/api/ready");
    expect(behind.status).toBe(503);
    expect(await behind.json()).toEqual({
      error: { code: "not_ready", message: "Not ready: migrations are not applied." },
    });
    await database.close();
    const gone = await app.request("/api/ready");
    expect(gone.status).toBe(503);
    expect(((await gone.json()) as { error: { message: string } }).error.message).toBe(
      "Not ready: the database is not reachable.",
    );
  });

  it("answers 503 when the S3 bucket cannot be reached", async () => {
    const s3 = await startS3rver();
    const { app } = await createTestApp({ env: { ...s3.env, S3_BUCKET: "no-such-bucket" } });
    const res = await app.request("/api/ready");
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^Not ready: the storage \(s3:\/\/no-such-bucket at http:\/\/127\.0\.0\.1:\d+\) is not reachable\.$/,
    );
  });
});
