import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AVATAR_PRESETS } from "@/shared/avatar-presets";
import { pointsFor, XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { rateLimits, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { activityCount } from "../xp/testing";
import { AVATAR_MAX_BYTES } from "./avatar";
import { AVATAR_RATE_RULE } from "./routes";

let t: TestApp;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // A photo with camera metadata, wider than tall, as phones take them.
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#ff2d55" } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretPhone", Model: "X1" } })
    .toBuffer();
});

beforeEach(async () => {
  await t.db.delete(rateLimits);
});

function upload(file: Blob | string | null, user?: TestUser, name = "me.jpg") {
  const form = new FormData();
  if (file !== null) form.append("file", typeof file === "string" ? new Blob([file]) : file, name);
  return t.app.request("/api/me/avatar", { method: "POST", body: form, headers: user?.headers ?? {} });
}
const choosePreset = (preset: unknown, user?: TestUser) =>
  t.app.request("/api/me/avatar/preset", jsonRequest("PUT", { preset }, user));

async function avatarOf(id: string) {
  const [row] = await t.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, id));
  return row!.avatarUrl;
}

async function fetchMedia(url: string) {
  const res = await t.app.request(url);
  return { status: res.status, type: res.headers.get("content-type"), body: Buffer.from(await res.arrayBuffer()) };
}

describe("POST /api/me/avatar", () => {
  it("requires authentication", async () => {
    expect((await upload(new Blob([new Uint8Array(jpeg)]))).status).toBe(401);
  });

  it("stores a 256x256 WebP without metadata under a server-made name and pays XP once", async () => {
    const fan = await createFan(t.deps);
    const res = await upload(new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), fan, "../../etc/passwd.jpg");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.avatarUrl).toMatch(/^\/media\/user-avatars\/[0-9a-f-]{36}\.webp$/);
    expect(await avatarOf(fan.id)).toBe(body.user.avatarUrl);
    expect(body.xp).toMatchObject({
      awarded: true,
      action: XP_ACTIONS.updateAvatar,
      points: pointsFor("updateAvatar"),
    });
    expect(body.fan.xpPoints).toBe(body.xp.totalXp);

    const media = await fetchMedia(body.user.avatarUrl);
    expect(media.status).toBe(200);
    expect(media.type).toBe("image/webp");
    const meta = await sharp(media.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(media.body.includes("SecretPhone")).toBe(false);

    // A second change is free, and the replaced upload is deleted.
    const again = await (await upload(new Blob([new Uint8Array(jpeg)]), fan)).json();
    expect(again.xp).toEqual({ awarded: false, reason: "already_paid" });
    expect((await fetchMedia(body.user.avatarUrl)).status).toBe(404);
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.updateAvatar)).toBe(1);
  });

  it("refuses a renamed text file with a clear message", async () => {
    const fan = await createFan(t.deps);
    const res = await upload(new Blob(["just some text, honest"], { type: "image/png" }), fan, "photo.png");
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatchObject({
      code: "unsupported_media_type",
      message: "That file is not an image we can read. Please choose a JPG, PNG, GIF, WebP or AVIF image.",
    });
    expect(await avatarOf(fan.id)).toBeNull();
  });

  it("refuses an SVG even when it is named .png", async () => {
    const fan = await createFan(t.deps);
    const res = await upload('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', fan, "a.png");
    expect(res.status).toBe(415);
  });

  it("refuses a file with image magic bytes that is not a readable image", async () => {
    const fan = await createFan(t.deps);
    const broken = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(2000, 7)]);
    const res = await upload(new Blob([new Uint8Array(broken)]), fan);
    expect(res.status).toBe(422);
  });

  it.each([
    ["just over the cap", AVATAR_MAX_BYTES + 1],
    ["far over the cap", AVATAR_MAX_BYTES * 2],
  ])("refuses a file %s with 413 and the limit in words", async (_, size) => {
    const fan = await createFan(t.deps);
    const big = Buffer.alloc(size, 0);
    jpeg.copy(big, 0, 0, 64);
    const res = await upload(new Blob([new Uint8Array(big)]), fan);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toEqual({
      code: "payload_too_large",
      message: "The image is too large. The limit is 5 MB.",
    });
  });

  it("asks for a file when none is sent", async () => {
    const fan = await createFan(t.deps);
    const res = await upload(null, fan);
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe("Please choose an image to upload.");
  });

  it("changes only the uploader's own avatar; an admin gets no XP", async () => {
    const fan = await createFan(t.deps);
    const other = await createFan(t.deps);
    const admin = await createAdmin(t.deps);
    const body = await (await upload(new Blob([new Uint8Array(jpeg)]), admin)).json();
    expect(body.xp).toBeNull();
    expect(body.fan).toBeNull();
    expect(await avatarOf(admin.id)).toBe(body.user.avatarUrl);
    expect(await avatarOf(fan.id)).toBeNull();
    expect(await avatarOf(other.id)).toBeNull();
  });

  it("is rate limited per user", async () => {
    const fan = await createFan(t.deps);
    for (let i = 0; i < AVATAR_RATE_RULE.max; i++) expect((await choosePreset(1 + (i % 6), fan)).status).toBe(200);
    const res = await upload(new Blob([new Uint8Array(jpeg)]), fan);
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toBe(AVATAR_RATE_RULE.message);
    // Another fan is not affected.
    expect((await choosePreset(2, await createFan(t.deps))).status).toBe(200);
  });
});

describe("PUT /api/me/avatar/preset", () => {
  it("requires authentication", async () => {
    expect((await choosePreset(1)).status).toBe(401);
  });

  it("sets one of the six presets and pays 'Update profile avatar' once", async () => {
    const fan = await createFan(t.deps);
    const res = await choosePreset(3, fan);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.avatarUrl).toBe(AVATAR_PRESETS[2].url);
    expect(body.xp).toMatchObject({ awarded: true, points: pointsFor("updateAvatar") });
    expect((await (await choosePreset(4, fan)).json()).xp).toEqual({ awarded: false, reason: "already_paid" });
    expect(await avatarOf(fan.id)).toBe(AVATAR_PRESETS[3].url);
  });

  it.each([0, 7, "1", 1.5, null])("refuses preset %s", async (preset) => {
    const fan = await createFan(t.deps);
    const res = await choosePreset(preset, fan);
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe("Choose one of the 6 avatars.");
  });

  it("replacing an uploaded avatar with a preset deletes the upload", async () => {
    const fan = await createFan(t.deps);
    const uploaded = (await (await upload(new Blob([new Uint8Array(jpeg)]), fan)).json()).user.avatarUrl as string;
    await choosePreset(5, fan);
    expect((await fetchMedia(uploaded)).status).toBe(404);
  });
});
