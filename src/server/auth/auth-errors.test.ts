import { describe, expect, it } from "vitest";
import { normalise } from "./routes";

/** What better-auth sometimes answers: an error status with an empty or plain-text body. */
const answer = (status: number, body: string | null, type?: string) =>
  new Response(body, {
    status,
    headers: type ? { "content-type": type, "set-cookie": "a=b" } : { "set-cookie": "a=b" },
  });

describe("auth-library errors always reach the client as JSON", () => {
  it.each([
    [500, null, undefined, "internal_error"],
    [400, "Bad Request", "text/plain", "bad_request"],
    [403, "<h1>Forbidden</h1>", "text/html", "forbidden"],
    [418, "", "text/plain", "auth_error"],
  ])("a %i with body %j becomes { error: { code, message } }", async (status, body, type, code) => {
    const res = await normalise(answer(status, body, type));
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(await res.json()).toEqual({ error: { code, message: "An unexpected error occurred" } });
    // Headers such as a cleared session cookie are kept.
    expect(res.headers.get("set-cookie")).toBe("a=b");
  });

  it("keeps better-auth's JSON errors in our words and lets redirects through untouched", async () => {
    const json = await normalise(
      new Response(JSON.stringify({ code: "INVALID_TOKEN", message: "invalid token" }), {
        status: 400,
        headers: { "content-type": "application/json" },
      }),
    );
    expect(await json.json()).toEqual({
      error: { code: "invalid_token", message: "This link is invalid or has expired. Please request a new one." },
    });
    const redirect = await normalise(new Response(null, { status: 302, headers: { location: "/auth?verified=1" } }));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/auth?verified=1");
  });
});
