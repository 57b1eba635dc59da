import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { UNSAFE_TEXT_MESSAGE } from "@/shared/validation/safe-text";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { createTestApp } from "../test";

const t = await createTestApp();
let fan: TestUser;
let admin: TestUser;

beforeAll(async () => {
  fan = await createFan(t.deps, { city: "Mumbai" });
  admin = await createAdmin(t.deps);
});

async function expectRefused(res: Response) {
  expect(res.status).toBe(422);
  expect(await res.json()).toEqual({ error: { code: "validation_failed", message: UNSAFE_TEXT_MESSAGE } });
}

describe("NUL bytes and unpaired surrogates", () => {
  it.each([
    "/api/search?q=a%00b",
    "/api/cities?q=%00",
    "/api/venues?location=%00",
    "/api/events?city=Mumbai%00",
    "/api/bands?%00=1",
    "/api/bands/a%00b",
  ])("in a query string or path are a 422, not a 500 (%s)", async (url) => {
    await expectRefused(await t.app.request(url));
  });

  it("in a profile PATCH", async () => {
    await expectRefused(await t.app.request("/api/me/profile", jsonRequest("PATCH", { displayName: "a\u0000b" }, fan)));
  });

  it("in a post", async () => {
    const url = `/api/threads/band/${randomUUID()}/posts`;
    await expectRefused(
      await t.app.request(url, jsonRequest("POST", { content: "hi\u0000", category: "general" }, fan)),
    );
  });

  it("in the auth library's reset-password token", async () => {
    await expectRefused(
      await t.app.request(
        "/api/auth/reset-password",
        jsonRequest("POST", { token: "\u0000", newPassword: "secret-1" }),
      ),
    );
  });

  it("a lone surrogate in an admin PATCH name", async () => {
    await expectRefused(
      await t.app.request(`/api/admin/venues/${randomUUID()}`, jsonRequest("PATCH", { name: "Club \ud800" }, admin)),
    );
  });

  it("lets ordinary text with emoji and other scripts through", async () => {
    expect((await t.app.request("/api/search?q=%F0%9F%8E%B8%20%E0%A4%B0%E0%A5%89%E0%A4%95")).status).toBe(200);
  });
});
