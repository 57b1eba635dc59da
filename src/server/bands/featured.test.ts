import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createFan } from "../auth/testing";
import { createTestApp, type TestApp } from "../test";
import { createBand, createOwner } from "./testing";

// A file of its own: its database holds only these featured bands, so the top six are known.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("GET /api/bands/featured", () => {
  it("lists featured bands (featured > 0) in ascending order, 6 by default", async () => {
    const system = await createOwner(t.db, "system");
    for (const [name, featured] of [
      ["Third", 3],
      ["First", 1],
      ["Not Featured", 0],
      ["Second", 2],
      ["Fifth", 5],
      ["Fourth", 4],
      ["Sixth", 6],
      ["Seventh", 7],
    ] as const) {
      await createBand(t.db, { name, featured });
    }
    await createBand(t.db, { name: "Hidden", featured: 1, userId: system.id });
    const res = await t.app.request("/api/bands/featured");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { name: string; featured: number }[] };
    expect(body.items.map((b) => b.name)).toEqual(["First", "Second", "Third", "Fourth", "Fifth", "Sixth"]);

    const three = (await (await t.app.request("/api/bands/featured?limit=3")).json()) as typeof body;
    expect(three.items.map((b) => b.featured)).toEqual([1, 2, 3]);
  });

  it("is the same for visitors, fans and admins", async () => {
    const answers = await Promise.all(
      [undefined, await createFan(t.deps), await createAdmin(t.deps)].map(async (user) => {
        const res = await t.app.request("/api/bands/featured", { headers: user?.headers ?? {} });
        return { status: res.status, body: await res.json() };
      }),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("refuses a limit above 50", async () => {
    const res = await t.app.request("/api/bands/featured?limit=51");
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("limit must be at most 50");
  });
});
