import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { createFan } from "../auth/testing";
import { createBand } from "../bands/testing";
import { call } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_MS: "60000" } });
});

const names = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(path, { headers });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items?: { name: string }[]; bands?: { name: string }[] };
  return (body.items ?? body.bands ?? []).map((band) => band.name);
};
const card = async (name: string) => {
  const res = await t.app.request(`/api/bands?${new URLSearchParams({ search: name })}`);
  const body = (await res.json()) as { items: { name: string; followerCount: number }[] };
  return body.items.find((band) => band.name === name);
};

describe("the shared read cache (band list and search)", () => {
  it("answers a repeated band list from memory, the same for visitors and members", async () => {
    await names("/api/bands?limit=5");
    // Written behind the app's back: only a write through the API empties the cache.
    await createBand(t.db, { name: "Aardvark Cached Ones" });
    const fan = await createFan(t.deps);
    expect(await names("/api/bands?limit=5")).not.toContain("Aardvark Cached Ones");
    expect(await names("/api/bands?limit=5", fan.headers)).not.toContain("Aardvark Cached Ones");
    // Another query string is another entry, read fresh.
    expect(await names("/api/bands?limit=6")).toContain("Aardvark Cached Ones");
  });

  it("is emptied by a successful write through the API: a follow shows in the list at once", async () => {
    const band = await createBand(t.db, { name: "Aaron Follows Band" });
    t.deps.readCache!.clear();
    expect((await card("Aaron Follows Band"))?.followerCount).toBe(0);
    const fan = await createFan(t.deps);
    expect((await call(t, "PUT", `/api/bands/${band.id}/follow`, fan, { following: true })).status).toBe(200);
    expect((await card("Aaron Follows Band"))?.followerCount).toBe(1);
  });

  it("is kept when a write is refused", async () => {
    expect(await names("/api/search?q=hushword")).toEqual([]);
    await createBand(t.db, { name: "Hushword Band" });
    const fan = await createFan(t.deps);
    expect((await call(t, "PUT", "/api/bands/nope/follow", fan, { following: true })).status).toBe(404);
    expect(await names("/api/search?q=hushword")).toEqual([]);
  });

  it("does not keep errors", async () => {
    expect((await t.app.request("/api/search?q=x")).status).toBe(422);
    expect(t.deps.readCache!.get("identity /api/search?q=x")).toBeUndefined();
  });

  it("keeps a gzipped and a plain answer apart, each complete", async () => {
    t.deps.readCache!.clear();
    const gzip = { "accept-encoding": "gzip" };
    const first = await t.app.request("/api/bands?limit=20", { headers: gzip });
    const again = await t.app.request("/api/bands?limit=20", { headers: gzip });
    expect(again.headers.get("content-encoding")).toBe(first.headers.get("content-encoding"));
    expect(await again.json()).toEqual(await first.json());
    const plain = await t.app.request("/api/bands?limit=20");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-type")).toContain("application/json");
  });

  it("reads fresh once the time to live has passed", async () => {
    const short = await createTestApp({ env: { READ_CACHE_MS: "100" } });
    const list = async () =>
      ((await (await short.app.request("/api/search?q=lately")).json()) as { bands: { name: string }[] }).bands;
    expect(await list()).toEqual([]);
    await createBand(short.db, { name: "Lately Band" });
    await sleep(150);
    expect((await list()).map((band) => band.name)).toContain("Lately Band");
  });

  it("is off when READ_CACHE_MS is 0", async () => {
    const off = await createTestApp({ env: { READ_CACHE_MS: "0" } });
    expect(off.deps.readCache).toBeUndefined();
  });
});
