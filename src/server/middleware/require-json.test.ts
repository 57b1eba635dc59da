import { describe, expect, it } from "vitest";
import { createFan } from "../auth/testing";
import { createTestApp } from "../test";
import { NOT_AN_IMAGE } from "../uploads/image";

const t = await createTestApp();

describe("JSON routes require application/json", () => {
  it("refuses a text/plain body to a JSON route with 415 and the JSON error shape", async () => {
    const fan = await createFan(t.deps);
    const res = await t.app.request("/api/me/profile", {
      method: "PATCH",
      headers: { ...fan.headers, "content-type": "text/plain" },
      body: JSON.stringify({ displayName: "Sneaky" }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: { code: "unsupported_media_type", message: "Send this request's body as application/json." },
    });
  });

  it("refuses a form body to the auth library too", async () => {
    const res = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=secret-1",
    });
    expect(res.status).toBe(415);
  });

  it("keeps multipart for the upload routes and bodiless POSTs", async () => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "x.png");
    const fan = await createFan(t.deps);
    // Past this check, the route itself finds the bytes are no image.
    const upload = await t.app.request("/api/me/avatar", { method: "POST", headers: fan.headers, body: form });
    expect(((await upload.json()) as { error: { message: string } }).error.message).toBe(NOT_AN_IMAGE);
    expect((await t.app.request("/api/auth/sign-out", { method: "POST", headers: fan.headers })).status).toBe(200);
  });

  it("answers a bodiless POST to a route whose body has required fields with its 422, not a 500", async () => {
    const res = await t.app.request("/api/referrals/register", { method: "POST" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
  });

  it("lets an empty POST through as a socket delivers it (an empty stream, Content-Length 0)", async () => {
    const fan = await createFan(t.deps);
    // @hono/node-server gives a bodiless POST an empty stream rather than no body: this is that request.
    const res = await t.app.request("/api/xp/mission", {
      method: "POST",
      headers: { ...fan.headers, "content-length": "0" },
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { xp: { awarded: boolean } }).xp.awarded).toBe(true);
  });

  it("lets a bodiless DELETE through as a browser sends it (an empty stream, no length, no type)", async () => {
    const fan = await createFan(t.deps);
    const res = await t.app.request("/api/calendar/feed", {
      method: "DELETE",
      headers: fan.headers,
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(204);
  });
});
