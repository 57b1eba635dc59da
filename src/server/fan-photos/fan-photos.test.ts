import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan } from "../auth/testing";
import { createBand } from "../bands/testing";
import { fanPhotos } from "../db/schema";
import { call, resetRateLimits, upload } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => resetRateLimits(t.db));

const image = async (format: "jpeg" | "png" | "gif" | "webp", width = 2000, height = 1000) => {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#0ea5e9" } })
    .toFormat(format)
    .toBuffer();
  return new Blob([Uint8Array.from(buffer)], { type: `image/${format}` });
};

const photosUrl = (bandId: string) => `/api/bands/${bandId}/fan-photos`;

describe("POST /api/bands/:id/fan-photos", () => {
  it("requires authentication", async () => {
    const band = await createBand(t.db);
    expect((await upload(t, photosUrl(band.id), undefined, await image("jpeg"))).status).toBe(401);
  });

  it("is 'Band not found' for an unknown band", async () => {
    const fan = await createFan(t.deps);
    const res = await upload(t, photosUrl(randomUUID()), fan, await image("jpeg"));
    expect(res.status).toBe(404);
  });

  it.each(["jpeg", "png", "gif"] as const)(
    "takes a %s, stores a 1080-wide WebP and pays 'Upload Fan Photos'",
    async (format) => {
      const band = await createBand(t.db);
      const fan = await createFan(t.deps, { displayName: "Shutterbug" });
      const res = await upload(t, photosUrl(band.id), fan, await image(format), `gig.${format}`);
      expect(res.status).toBe(201);
      expect(res.body.photo).toMatchObject({ width: 1080, height: 540, author: { id: fan.id, name: "Shutterbug" } });
      expect(res.body.xp).toMatchObject({ awarded: true, action: XP_ACTIONS.uploadFanPhotos, points: 20 });
      const media = await t.app.request(res.body.photo.imageUrl);
      expect((await sharp(Buffer.from(await media.arrayBuffer())).metadata()).format).toBe("webp");
      // The band page's Fan Pics list shows it.
      const listed = await call(t, "GET", `/api/bands/${band.id}/photos`);
      expect(listed.body.items.map((p: any) => p.id)).toEqual([res.body.photo.id]);
    },
  );

  it("keeps a GIF animated: every frame, as an animated WebP, one frame's size", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const frame = (background: string) =>
      sharp({ create: { width: 1600, height: 800, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#ff0000"), await frame("#00ff00"), await frame("#0000ff")], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const res = await upload(t, photosUrl(band.id), fan, new Blob([Uint8Array.from(gif)], { type: "image/gif" }));
    expect(res.status).toBe(201);
    expect(res.body.photo).toMatchObject({ width: 1080, height: 540 });
    const media = await t.app.request(res.body.photo.imageUrl);
    const stored = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: "webp", pages: 3, width: 1080, height: 540 });
  });

  it("refuses other types by their bytes with the spec's message (001 §5)", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    for (const [blob, name] of [
      [await image("webp"), "photo.jpg"],
      [new Blob(["<svg onload=alert(1)></svg>"], { type: "image/png" }), "photo.png"],
    ] as const) {
      const res = await upload(t, photosUrl(band.id), fan, blob, name);
      expect(res.status).toBe(415);
      expect(res.body.error.message).toBe("Please select a valid image file (JPG, JPEG, PNG, or GIF)");
    }
  });

  it("refuses a file over 10 MB with 413", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(t, photosUrl(band.id), fan, new Blob([big], { type: "image/jpeg" }));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe("Photos must be 10 MB or smaller.");
  });

  it("limits a fan to 10 photos an hour", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const small = await image("png", 20, 20);
    for (let i = 0; i < 10; i++) expect((await upload(t, photosUrl(band.id), fan, small)).status).toBe(201);
    const over = await upload(t, photosUrl(band.id), fan, small);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe("Too many photo uploads. Please wait an hour and try again.");
  });
});

describe("DELETE /api/fan-photos/:id", () => {
  it("lets the uploader or an admin take a photo down, file included; not another fan", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const photo = (await upload(t, photosUrl(band.id), fan, await image("png", 30, 30))).body.photo;
    expect((await call(t, "DELETE", `/api/fan-photos/${photo.id}`)).status).toBe(401);
    expect((await call(t, "DELETE", `/api/fan-photos/${photo.id}`, await createFan(t.deps))).status).toBe(403);
    expect((await call(t, "DELETE", `/api/fan-photos/${photo.id}`, fan)).status).toBe(204);
    expect((await t.app.request(photo.imageUrl)).status).toBe(404);
    expect(await t.db.select().from(fanPhotos).where(eq(fanPhotos.id, photo.id))).toEqual([]);

    const second = (await upload(t, photosUrl(band.id), fan, await image("png", 30, 30))).body.photo;
    expect((await call(t, "DELETE", `/api/fan-photos/${second.id}`, await createAdmin(t.deps))).status).toBe(204);
    expect((await call(t, "DELETE", `/api/fan-photos/${randomUUID()}`, fan)).status).toBe(404);
  });
});
