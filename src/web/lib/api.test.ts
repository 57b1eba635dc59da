import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type { BandProfile } from "@/shared/contract/bands";
import { api, fillPath } from "./api";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("fillPath", () => {
  it("puts URL-encoded params into the template", () => {
    expect(fillPath("/api/bands/{id}/gigs", { id: "a b/c" })).toBe("/api/bands/a%20b%2Fc/gigs");
  });
});

describe("api", () => {
  it("calls the route's method and path with its query, and resolves with the JSON", async () => {
    const fetch = stubFetch({ items: [], nextCursor: null });
    const page = await api("GET /api/bands", { query: { search: "monsoon", location: null, limit: 24 } });
    expect(page).toEqual({ items: [], nextCursor: null });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/bands?search=monsoon&limit=24");
    expect(init.method).toBe("GET");
  });

  it("rejects with the server's error", async () => {
    stubFetch({ error: { code: "not_found", message: "Band not found" } }, 404);
    await expect(api("GET /api/bands/{id}", { params: { id: "x" } })).rejects.toMatchObject({
      status: 404,
      message: "Band not found",
    });
  });

  it("types input and output from the contract", () => {
    expectTypeOf(api<"GET /api/bands/{id}">).returns.resolves.toEqualTypeOf<BandProfile>();
    // @ts-expect-error the band route needs its id
    void (() => api("GET /api/bands/{id}"));
    // @ts-expect-error not a route of the contract
    void (() => api("GET /api/nowhere"));
  });
});
