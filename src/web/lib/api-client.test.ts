import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionQueryOptions } from "@/web/hooks/use-session";
import { ApiError, apiFetch, isClientError, observeServerBuild } from "./api-client";
import { queryConfig } from "./query-client";

const respond = (status: number, body?: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch", () => {
  it("sends JSON with same-origin credentials and returns the parsed body", async () => {
    const fetchMock = respond(200, { id: 1 });
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiFetch("/api/bands", { method: "POST", body: { name: "Parvaaz" } })).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/bands");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"name":"Parvaaz"}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("builds the query string, leaving out empty values", async () => {
    const fetchMock = respond(200, []);
    vi.stubGlobal("fetch", fetchMock);
    await apiFetch("/api/events", { query: { city: "Mumbai", genre: undefined, page: 2, tag: ["a", "b"] } });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe("/api/events?city=Mumbai&page=2&tag=a&tag=b");
  });

  it("turns the server's error body into an ApiError", async () => {
    vi.stubGlobal(
      "fetch",
      respond(422, {
        error: { code: "validation_failed", message: "Check the form", fields: { email: ["Required"] } },
      }),
    );
    const error = await apiFetch("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "validation_failed",
      message: "Check the form",
      fields: { email: ["Required"] },
    });
    expect(isClientError(error)).toBe(true);
  });

  it("falls back to a generic message when the error body is not ours", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    await expect(apiFetch("/api/x")).rejects.toMatchObject({
      status: 502,
      code: "http_502",
      message: "An unexpected error occurred",
    });
  });

  it("reports a network failure as status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("refuses a change while offline, without sending anything, and still reads", async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("navigator", { onLine: false });
    await expect(apiFetch("/api/bands/1/follow", { method: "PUT" })).rejects.toMatchObject({
      status: 0,
      code: "offline",
      message: "You're offline, so this wasn't sent. Try again when you're back online.",
    });
    expect(fetchMock).not.toHaveBeenCalled();
    // A read may still be answered by the service worker's saved copy.
    await expect(apiFetch("/api/bands")).resolves.toEqual({ ok: true });
  });

  it("tells the app which build the server runs", async () => {
    const seen: string[] = [];
    observeServerBuild((build) => seen.push(build));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 200, headers: { "X-LoudTribe-Build": "abc123" } })),
    );
    await apiFetch("/api/home");
    expect(seen).toEqual(["abc123"]);
  });

  it("resolves an empty body as undefined", async () => {
    vi.stubGlobal("fetch", respond(204));
    await expect(apiFetch("/api/x", { method: "DELETE" })).resolves.toBeUndefined();
  });
});

describe("query retry policy (spec 000 §9)", () => {
  const { queries, mutations } = queryConfig;

  it("retries queries up to 3 times, never on a 4xx", () => {
    const serverError = new ApiError(500, "internal_error", "x");
    expect([0, 1, 2, 3].map((n) => queries.retry(n, serverError))).toEqual([true, true, true, false]);
    expect(queries.retry(0, new ApiError(404, "not_found", "x"))).toBe(false);
    expect(queries.retry(0, new ApiError(0, "network_error", "x"))).toBe(true);
  });

  it("retries mutations once, never on a 4xx", () => {
    const serverError = new ApiError(503, "unavailable", "x");
    expect([0, 1].map((n) => mutations.retry(n, serverError))).toEqual([true, false]);
    expect(mutations.retry(0, new ApiError(409, "conflict", "x"))).toBe(false);
  });

  it("retries the session check once, never on a 4xx (a rate limit answers the same again)", () => {
    const { retry } = sessionQueryOptions();
    if (typeof retry !== "function") throw new Error("the session query's retry must follow the 4xx rule");
    const serverError = new ApiError(502, "bad_gateway", "x");
    expect([0, 1].map((n) => retry(n, serverError))).toEqual([true, false]);
    expect(retry(0, new ApiError(429, "rate_limited", "x"))).toBe(false);
  });

  it("keeps data fresh 5 minutes and cached 10, without refetch on focus", () => {
    expect(queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    });
  });
});
