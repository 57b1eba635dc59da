import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { appOrigins, wrongAddressMessage } from "./app-address";

/**
 * Issue 15 item 6: a newcomer who opens http://127.0.0.1:3000 (APP_URL says localhost) can sign up
 * and sign in; a browser at any other address is told which one to open.
 */
let t: TestApp;
const PASSWORD = "violet-tabla-42";

beforeAll(async () => {
  t = await createTestApp();
});

beforeEach(async () => {
  await t.db.delete(rateLimits);
});

/** A request as a browser at `origin` sends it: to that address, with that Origin. */
const fromBrowserAt = (origin: string, path: string, body: unknown) =>
  t.app.request(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin" },
    body: JSON.stringify(body),
  });

const unique = () => `newcomer-${crypto.randomUUID().slice(0, 8)}@example.test`;

describe("the app's addresses", () => {
  it("are every loopback spelling of a loopback APP_URL's port, and only APP_URL otherwise", () => {
    expect(appOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(appOrigins("http://127.0.0.1:8080/")).toContain("http://localhost:8080");
    expect(appOrigins("https://loudtribe.example/")).toEqual(["https://loudtribe.example"]);
  });
});

describe("signing up and in from another loopback spelling", () => {
  it.each(["http://127.0.0.1:3000", "http://[::1]:3000"])("works from %s", async (origin) => {
    expect(t.env.APP_URL).toBe("http://localhost:3000");
    const email = unique();
    const signUp = await fromBrowserAt(origin, "/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      callbackURL: `${origin}/verified`,
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);

    const signIn = await fromBrowserAt(origin, "/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    expect(signIn.headers.get("set-cookie")).toMatch(/^loudtribe\.session_token=/);
  });
});

describe("signing in from an address that is not the app's", () => {
  it("is refused with a message naming the address to open, not 'Invalid origin'", async () => {
    const res = await fromBrowserAt("http://192.168.1.5:3000", "/api/auth/sign-in/email", {
      email: unique(),
      password: PASSWORD,
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body).toEqual({ error: { code: "wrong_address", message: wrongAddressMessage(t.env.APP_URL) } });
    expect(body.error.message).toBe(
      "Open LoudTribe at http://localhost:3000 to sign in or sign up (this server's address is set by APP_URL).",
    );
  });
});
