import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, jsonRequest, type TestUser } from "../../auth/testing";
import { createTestApp, type TestApp } from "../../test";
import { createVenue } from "../testing";
import type { AuditEntryJson } from "./presenter";

let t: TestApp;
let admin: TestUser;

type Page = { items: AuditEntryJson[]; nextCursor: string | null };
const list = async (query = "") =>
  (await (await t.app.request(`/api/admin/audit${query}`, { headers: admin.headers })).json()) as Page;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps, { name: "Meher Admin" });
});

describe("GET /api/admin/audit", () => {
  it("lists admin actions newest first with who, what, which record and the changes", async () => {
    const venue = await createVenue(t.db, { name: "Hard Rock Cafe", phone: "1" });
    await t.app.request(`/api/admin/venues/${venue.id}`, jsonRequest("PATCH", { phone: "2" }, admin));
    await t.app.request(`/api/admin/venues/${venue.id}`, jsonRequest("PATCH", { name: "Hard Rock Cafe Worli" }, admin));
    const { items } = await list();
    expect(items[0]).toMatchObject({
      actor: { id: admin.id, name: "Meher Admin" },
      action: "venue.update",
      entityType: "venue",
      entityId: venue.id,
      entityLabel: "Hard Rock Cafe Worli",
      changes: [{ field: "name", before: "Hard Rock Cafe", after: "Hard Rock Cafe Worli" }],
    });
    expect(items[1]).toMatchObject({ changes: [{ field: "phone", before: "1", after: "2" }] });
    expect(Date.parse(items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(items[1]!.at));
  });

  it("pages with a cursor without repeating or skipping entries", async () => {
    const venue = await createVenue(t.db);
    for (const phone of ["10", "11", "12", "13"]) {
      await t.app.request(`/api/admin/venues/${venue.id}`, jsonRequest("PATCH", { phone }, admin));
    }
    const all = (await list("?limit=50")).items.map((item) => item.id);
    const paged: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: Page = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      paged.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(paged).toEqual(all);
  });

  it("refuses a forged cursor and an out-of-range limit", async () => {
    for (const query of ["?cursor=e30", "?limit=500"]) {
      const res = await t.app.request(`/api/admin/audit${query}`, { headers: admin.headers });
      expect(res.status, query).toBe(422);
    }
  });
});
