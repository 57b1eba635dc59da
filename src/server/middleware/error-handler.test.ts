import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from "../lib/errors";
import { ECHOED_FIELD_CHARS, ECHOED_MESSAGE_CHARS, LISTED_FIELDS, validate } from "../lib/validate";
import { createTestApp } from "../test";

const LEAKED_EMAIL = "someone.private@example.test";

/**
 * createApp has no slot for extra routes, so these tests add POST routes on the app it returns:
 * they run behind the same middleware and error handler as the real ones (GET * is the SPA's).
 */
async function appWithTestRoutes() {
  const testApp = await createTestApp();
  const { app } = testApp;
  app.post("/__test/throw", () => {
    throw new Error("kaboom: secret internals");
  });
  app.post(
    "/__test/validate",
    validate("json", z.object({ name: z.string().min(2, "Name is too short"), age: z.number() })),
    (c) => c.json({ ok: true }),
  );
  app.post("/__test/zod", () => {
    z.object({ email: z.email("Enter a valid e-mail") }).parse({ email: "nope" });
    return new Response("unreachable");
  });
  app.post("/__test/sql", async () => {
    await testApp.db.execute(sql`select * from no_such_table where email = ${LEAKED_EMAIL}`);
    return new Response("unreachable");
  });
  app.post("/__test/log", async (c) => {
    // Deep in a service: the logger knows nothing of the request, the line still carries its id.
    await new Promise((resolve) => setTimeout(resolve, 1));
    testApp.deps.logger.warn({ step: "deep" }, "a service's own line");
    return c.json({ ok: true });
  });
  const thrown = { badRequest, unauthorized, forbidden, notFound, conflict, tooManyRequests };
  app.post("/__test/http/:kind", (c) => {
    throw thrown[c.req.param("kind") as keyof typeof thrown]("Told you so.");
  });
  return testApp;
}

const { app, logs } = await appWithTestRoutes();
const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("errors", () => {
  it("answers an unknown API path with a JSON 404, not the web app", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await app.request("/api/no/such/thing", { method });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        error: { code: "not_found", message: `No API route for ${method} /api/no/such/thing` },
      });
    }
  });

  it("echoes at most 100 characters of an unknown path", async () => {
    const res = await app.request(`/api/${"a".repeat(5000)}`);
    expect(res.status).toBe(404);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toBe(`No API route for GET /api/${"a".repeat(95)}…`);
  });

  it("hides a crash behind a 500 with no stack, and logs it", async () => {
    const res = await post("/__test/throw");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "internal_error", message: "An unexpected error occurred" } });
    expect(text).not.toMatch(/kaboom|at .*\.ts|stack/);
    const logged = logs.find((entry) => entry.msg === "unhandled error");
    expect(logged).toMatchObject({ path: "/__test/throw", err: { message: "kaboom: secret internals" } });
  });

  it("puts the request's id (the X-Request-Id the client got) on every line logged while answering", async () => {
    const res = await post("/__test/log");
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.find((entry) => entry.msg === "a service's own line")).toMatchObject({ step: "deep", requestId: id });
  });

  it("logs a failed query's SQL but not its parameters (e-mail addresses)", async () => {
    expect((await post("/__test/sql")).status).toBe(500);
    const logged = logs.filter((entry) => entry.msg === "unhandled error" && entry.path === "/__test/sql");
    expect(logged).toHaveLength(1);
    const line = JSON.stringify(logged[0]);
    expect(line).toContain("no_such_table");
    expect(line).not.toContain(LEAKED_EMAIL);
  });

  it("answers a validation failure with 422 and the message of each field", async () => {
    const res = await post("/__test/validate", { name: "x" });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toBe("Name is too short");
    expect(body.error.fields.name).toEqual(["Name is too short"]);
    expect(Object.keys(body.error.fields)).toEqual(["name", "age"]);
    expect((await post("/__test/validate", { name: "xy", age: 3 })).status).toBe(200);
  });

  it("echoes no unbounded input in a 422: long and many unknown keys are cut and capped", async () => {
    const longKey = "k".repeat(10_000);
    const body: Record<string, number> = { [longKey]: 1 };
    for (let i = 0; i < 2000; i++) body[`extra${i}`] = i;
    // A real route with a strict body: zod names every unknown key in its message.
    const res = await post("/api/referrals/register", body);
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { message: string; fields: Record<string, string[]> } };
    expect(error.message.length).toBeLessThanOrEqual(ECHOED_MESSAGE_CHARS + 1);
    expect(Object.keys(error.fields).length).toBeLessThanOrEqual(LISTED_FIELDS);
    for (const [key, messages] of Object.entries(error.fields)) {
      expect(key.length).toBeLessThanOrEqual(ECHOED_FIELD_CHARS + 1);
      for (const message of messages) expect(message.length).toBeLessThanOrEqual(ECHOED_MESSAGE_CHARS + 1);
    }
    expect(JSON.stringify(error).length).toBeLessThan(10_000);
  });

  it("turns a ZodError thrown by a service into the same 422", async () => {
    const res = await post("/__test/zod");
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: "validation_failed",
        message: "Enter a valid e-mail",
        fields: { email: ["Enter a valid e-mail"] },
      },
    });
  });

  it.each([
    ["badRequest", 400, "bad_request"],
    ["unauthorized", 401, "unauthorized"],
    ["forbidden", 403, "forbidden"],
    ["notFound", 404, "not_found"],
    ["conflict", 409, "conflict"],
    ["tooManyRequests", 429, "rate_limited"],
  ])("answers %s with %i and code %s", async (kind, status, code) => {
    const res = await post(`/__test/http/${kind}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: { code, message: "Told you so." } });
  });

  it("refuses a body over 1 MiB with a JSON 413", async () => {
    const body = "x".repeat(1024 * 1024 + 1);
    const res = await app.request("/api/health", {
      method: "POST",
      headers: { "content-type": "text/plain", "content-length": String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: "payload_too_large", message: "The request body is too large." },
    });
  });
});
