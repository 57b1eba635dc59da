import { beforeAll, describe, expect, it } from "vitest";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createFan } from "../auth/testing";
import { createArtist, createBand } from "../bands/testing";
import { call } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";
import { activityCount } from "../xp/testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const bring = (bandId: string, fan: Awaited<ReturnType<typeof createFan>> | undefined, wanted: boolean) =>
  call(t, "PUT", `/api/bands/${bandId}/bring-to-my-city`, fan, { wanted });

describe("PUT /api/bands/:id/bring-to-my-city", () => {
  it("requires authentication", async () => {
    const band = await createBand(t.db);
    expect((await bring(band.id, undefined, true)).status).toBe(401);
  });

  it("records the fan's own city with the request, and clears it when withdrawn", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps, { city: " Pune " });
    expect((await bring(band.id, fan, true)).body).toMatchObject({
      bringToMyCity: true,
      city: "Pune",
      xp: { awarded: true, points: 5 },
    });
    expect((await bring(band.id, fan, false)).body).toMatchObject({ bringToMyCity: false, city: null, xp: null });
    expect((await call(t, "GET", `/api/bands/${band.id}/fan-activity`, fan)).body.viewer).toMatchObject({
      bringToMyCity: false,
      bringCity: null,
    });
  });

  it("toggles freely but pays 'Vote for Bring Them to My City' once per band", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps, { city: "Delhi" });
    await bring(band.id, fan, true);
    await bring(band.id, fan, false);
    expect((await bring(band.id, fan, true)).body.xp).toEqual({ awarded: false, reason: "already_paid" });
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.bringToMyCity)).toBe(1);
  });

  it("is only for bands", async () => {
    const artist = await createArtist(t.db);
    const fan = await createFan(t.deps);
    expect((await call(t, "PUT", `/api/artists/${artist.id}/bring-to-my-city`, fan, { wanted: true })).status).toBe(
      404,
    );
  });
});

describe("GET /api/bands/:id/city-demand", () => {
  it("counts fans per city, most asked first, cities compared ignoring case and spaces", async () => {
    const band = await createBand(t.db);
    const cities = ["Pune", "pune ", "Pune", "Delhi", "Delhi", "Goa", null];
    for (const city of cities) await bring(band.id, await createFan(t.deps, { city }), true);
    const withdrawn = await createFan(t.deps, { city: "Goa" });
    await bring(band.id, withdrawn, true);
    await bring(band.id, withdrawn, false);

    const res = await call(t, "GET", `/api/bands/${band.id}/city-demand`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(7);
    expect(res.body.cities).toEqual([
      { city: "Pune", count: 3, answered: 0 },
      { city: "Delhi", count: 2, answered: 0 },
      { city: "Goa", count: 1, answered: 0 },
    ]);
    expect((await call(t, "GET", `/api/bands/${band.id}/city-demand?limit=1`)).body.cities).toHaveLength(1);
    expect((await call(t, "GET", `/api/bands/${band.id}/city-demand?limit=99`)).status).toBe(422);
  });

  it("is empty for a band nobody asked for", async () => {
    const band = await createBand(t.db);
    expect((await call(t, "GET", `/api/bands/${band.id}/city-demand`)).body).toEqual({ total: 0, cities: [] });
  });
});
