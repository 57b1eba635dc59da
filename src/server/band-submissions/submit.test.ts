import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@/shared/validation";
import { imageForm, pngImage } from "../admin/testing";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { bandsTemp } from "../db/schema";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
let fan: TestUser;
let admin: TestUser;

const valid = { name: "The Local Train", manager: "Raman Negi", managerEmail: "raman@tlt.in" };
const submit = (body: unknown, user?: TestUser) =>
  t.app.request("/api/band-submissions", jsonRequest("POST", body, user));

async function upload(user: TestUser) {
  const res = await t.app.request("/api/uploads/band-submission-image", {
    method: "POST",
    headers: user.headers,
    body: imageForm(await pngImage()),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

beforeAll(async () => {
  t = await createTestApp();
  fan = await createFan(t.deps, { displayName: "Riya Screams" });
  admin = await createAdmin(t.deps, { email: "first-admin@loudtribe.test" });
});

describe("POST /api/band-submissions", () => {
  it("requires authentication", async () => {
    const res = await submit(valid);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  it("refuses a blank form with the spec's messages", async () => {
    const res = await submit({ name: " ", manager: "", managerEmail: "raman@" }, fan);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields).toEqual({
      name: [MESSAGES.bandNameRequired],
      manager: [MESSAGES.managerNameRequired],
      managerEmail: [MESSAGES.validEmailRequired],
    });
  });

  it("stores a pending submission with the submitter taken from the session, not the body", async () => {
    const res = await submit(
      {
        ...valid,
        bio: "Delhi rock",
        primaryGenre: "Rock",
        submitterName: "Someone Else",
        submitterEmail: "x@evil.test",
        status: "approved",
      },
      fan,
    );
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as { submission: { id: string; status: string } };
    expect(submission.status).toBe("pending");
    const [row] = await t.db.select().from(bandsTemp).where(eq(bandsTemp.id, submission.id));
    expect(row).toMatchObject({
      name: "The Local Train",
      status: "pending",
      submitterId: fan.id,
      submitterName: "Riya Screams",
      submitterEmail: fan.email,
      primaryGenre: "Rock",
      secondaryGenre: null,
    });
  });

  it("e-mails every admin the band name, the submitter and the manager e-mail", async () => {
    const second = await createAdmin(t.deps);
    const res = await submit({ ...valid, name: "Parvaaz" }, fan);
    expect(res.status).toBe(201);
    await vi.waitFor(() => expect(t.mails.filter((m) => m.subject.includes("Parvaaz"))).toHaveLength(2));
    const mails = t.mails.filter((m) => m.subject.includes("Parvaaz"));
    expect(mails.map((m) => m.to).sort()).toEqual([admin.email, second.email].sort());
    expect(mails[0]!.text).toContain("Riya Screams");
    expect(mails[0]!.text).toContain(fan.email);
    expect(mails[0]!.text).toContain("raman@tlt.in");
  });

  it("accepts images uploaded to artist-assets and refuses any other address", async () => {
    const url = await upload(fan);
    expect(url).toMatch(/^\/media\/artist-assets\/[0-9a-f-]{36}\.webp$/);
    const ok = await submit({ ...valid, avatarUrl: url, profileBannerUrl: url }, fan);
    expect(ok.status).toBe(201);

    for (const bad of [
      "https://tracker.example/pixel.png",
      "/media/band-assets/00000000-0000-4000-8000-000000000000.webp",
    ]) {
      const res = await submit({ ...valid, profileBannerUrl: bad }, fan);
      expect(res.status, bad).toBe(422);
      expect(await res.json()).toMatchObject({ error: { fields: { profileBannerUrl: [MESSAGES.invalidImageRef] } } });
    }
  });

  it("allows five submissions a day per member, then answers 429", async () => {
    const busy = await createFan(t.deps);
    for (let i = 0; i < 5; i++) expect((await submit({ ...valid, name: `Band ${i}` }, busy)).status).toBe(201);
    const res = await submit({ ...valid, name: "One too many" }, busy);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await res.json()).toMatchObject({ error: { code: "rate_limited" } });
    // The limit is per member: someone else can still submit.
    expect((await submit(valid, await createFan(t.deps))).status).toBe(201);
  });

  it("does not count an invalid submission against the daily limit", async () => {
    const careless = await createFan(t.deps);
    for (let i = 0; i < 6; i++) expect((await submit({ name: "" }, careless)).status).toBe(422);
    expect((await submit(valid, careless)).status).toBe(201);
  });
});
