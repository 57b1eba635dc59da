import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test";
import { SESSION_COOKIE } from "./auth";
import { createFan } from "./testing";

let t: TestApp;
let secure: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  secure = await createTestApp({ env: { APP_URL: "https://loudtribe.example" } });
});

/** The session guard skips better-auth for requests without the session cookie (a visitor's reads). */
describe("getSessionUser", () => {
  it("knows the session cookie better-auth sets, over http and (with its __Secure- prefix) over https", async () => {
    expect((await t.deps.auth.$context).authCookies.sessionToken.name).toBe(SESSION_COOKIE);
    expect((await secure.deps.auth.$context).authCookies.sessionToken.name).toBe(`__Secure-${SESSION_COOKIE}`);
  });

  it("treats a request with other cookies but no session cookie as a visitor", async () => {
    const res = await t.app.request("/api/me", { headers: { cookie: "theme=dark; sidebar=open" } });
    expect(res.status).toBe(401);
  });

  it("signs in a fan whose session cookie comes among other cookies", async () => {
    const fan = await createFan(t.deps);
    const res = await t.app.request("/api/me", { headers: { cookie: `theme=dark; ${fan.cookie}; sidebar=open` } });
    expect(res.status).toBe(200);
    expect((await res.json()).user.id).toBe(fan.id);
  });

  it("still checks a session cookie with the right name but a forged value", async () => {
    const res = await t.app.request("/api/me", { headers: { cookie: `${SESSION_COOKIE}=forged.value` } });
    expect(res.status).toBe(401);
  });

  it("finds the session under the __Secure- name over https", async () => {
    const fan = await createFan(secure.deps);
    expect(fan.cookie.startsWith(`__Secure-${SESSION_COOKIE}=`)).toBe(true);
    const res = await secure.app.request("/api/me", { headers: { cookie: fan.cookie } });
    expect(res.status).toBe(200);
    expect((await res.json()).user.id).toBe(fan.id);
  });
});
