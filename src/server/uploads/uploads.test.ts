import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TOO_LARGE } from "@/shared/validation";
import { createBand, createVenue, imageForm, pngImage } from "../admin/testing";
import { createAdmin, createFan, type TestUser } from "../auth/testing";
import { createManager } from "../pages/testing";
import { createTestApp, type TestApp } from "../test";
import { NOT_AN_IMAGE } from "./image";

let t: TestApp;
let fan: TestUser;
let admin: TestUser;

const upload = (path: string, body: FormData, user?: TestUser) =>
  t.app.request(`/api/uploads/${path}`, { method: "POST", headers: user?.headers ?? {}, body });

beforeAll(async () => {
  t = await createTestApp();
  fan = await createFan(t.deps);
  admin = await createAdmin(t.deps);
});

const ADMIN_UPLOADS = [
  ["venue-image", "venue-banners"],
  ["event-banner", "event-banners"],
  ["band-image", "band-assets"],
] as const;

describe("POST /api/uploads/band-submission-image", () => {
  it("requires authentication", async () => {
    expect((await upload("band-submission-image", imageForm(await pngImage()))).status).toBe(401);
  });

  it("stores any readable image as WebP under a server-made name in artist-assets", async () => {
    for (const [format, data] of [
      ["png", await pngImage(1300, 700)],
      [
        "jpeg",
        await sharp(await pngImage())
          .jpeg()
          .toBuffer(),
      ],
      [
        "gif",
        await sharp(await pngImage())
          .gif()
          .toBuffer(),
      ],
      [
        "avif",
        await sharp(await pngImage())
          .avif()
          .toBuffer(),
      ],
    ] as const) {
      // The name and declared type a client sends mean nothing: only the bytes are read.
      const res = await upload("band-submission-image", imageForm(data, "../../evil.svg", "text/html"), fan);
      expect(res.status, format).toBe(201);
      const body = (await res.json()) as { url: string; width: number; height: number };
      expect(body.url).toMatch(/^\/media\/artist-assets\/[0-9a-f-]{36}\.webp$/);
      const file = await t.app.request(body.url);
      expect(file.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([body.width, body.height]);
    }
  });

  it("drops EXIF data such as a phone's GPS position", async () => {
    const withExif = await sharp(await pngImage())
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCo", Artist: "Secret Location" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload("band-submission-image", imageForm(withExif, "p.jpg", "image/jpeg"), fan);
    const { url } = (await res.json()) as { url: string };
    const stored = Buffer.from(await (await t.app.request(url)).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it("refuses files that are not images, whatever their name says", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const truncatedPng = (await pngImage()).subarray(0, 40);
    for (const data of [svg, Buffer.from("plain text"), truncatedPng]) {
      const res = await upload("band-submission-image", imageForm(data, "photo.png", "image/png"), fan);
      // The same status as the avatar and participation uploads give.
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: { code: "unsupported_media_type", message: NOT_AN_IMAGE, fields: { file: [NOT_AN_IMAGE] } },
      });
    }
  });

  it("asks for a file when none is sent", async () => {
    const res = await upload("band-submission-image", new FormData(), fan);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { fields: { file: ["Choose an image to upload."] } } });
  });

  it("allows 20 uploads an hour per member, then answers 429", async () => {
    const busy = await createFan(t.deps);
    const image = await pngImage(8, 8);
    for (let i = 0; i < 20; i++)
      expect((await upload("band-submission-image", imageForm(image), busy)).status).toBe(201);
    const res = await upload("band-submission-image", imageForm(image), busy);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect((await upload("band-submission-image", imageForm(image), fan)).status).toBe(201);
  });

  it("answers 413 with a clear message above 10 MB", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    (await pngImage()).copy(big);
    const res = await upload("band-submission-image", imageForm(big), fan);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: IMAGE_TOO_LARGE } });
  });
});

describe.each(ADMIN_UPLOADS)("POST /api/uploads/%s", (path, bucket) => {
  it("requires authentication", async () => {
    expect((await upload(path, imageForm(await pngImage()))).status).toBe(401);
  });

  it("is refused to a fan who runs no page", async () => {
    expect((await upload(path, imageForm(await pngImage()), fan)).status).toBe(403);
  });

  it(`stores the image in ${bucket}`, async () => {
    const res = await upload(path, imageForm(await pngImage()), admin);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { url: string }).url).toMatch(new RegExp(`^/media/${bucket}/[0-9a-f-]{36}\\.webp$`));
  });
});

describe.each([
  ["venue-image", "venue"],
  ["band-image", "band"],
] as const)("POST /api/uploads/%s from a page's manager", (path, kind) => {
  it("lets a member who runs a page upload (a fan who runs none gets 403); event banners stay admin-only", async () => {
    const page = kind === "venue" ? await createVenue(t.db) : await createBand(t.db);
    const manager = await createManager(t.deps, { kind, id: page.id }, "editor");
    expect((await upload(path, imageForm(await pngImage()), manager)).status).toBe(201);
    expect((await upload("event-banner", imageForm(await pngImage()), manager)).status).toBe(403);
  });
});
