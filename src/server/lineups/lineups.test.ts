import { describe, expect, it } from "vitest";
import { createArtist, createBand } from "../bands/testing";
import { createPerson } from "../events/testing";
import { createTestApp } from "../test";

const { app, db } = await createTestApp();

const search = async (q: string) => {
  const res = await app.request(`/api/lineup-acts?q=${encodeURIComponent(q)}`);
  return { status: res.status, body: (await res.json()) as { acts: { kind: string; id: string; name: string }[] } };
};

describe("GET /api/lineup-acts", () => {
  it("finds bands and listed artists by part of their name, bands first, for anyone", async () => {
    const band = await createBand(db, { name: "Qwzx Collective", location: "Pune" });
    const artist = await createArtist(db, { name: "DJ Qwzx" });
    await createPerson(db, { name: "Qwzx Fan", role: "fan" });
    const { status, body } = await search("qwzx");
    expect(status).toBe(200);
    expect(body.acts).toEqual([
      { kind: "band", id: band.id, name: "Qwzx Collective", avatarUrl: null, location: "Pune" },
      expect.objectContaining({ kind: "artist", id: artist.id, name: "DJ Qwzx" }),
    ]);
  });

  it("answers nothing under 2 characters, treats % literally, and refuses a bad limit", async () => {
    expect((await search("q")).body.acts).toEqual([]);
    expect((await search("%%")).body.acts).toEqual([]);
    expect((await app.request("/api/lineup-acts?q=ab&limit=99")).status).toBe(422);
  });
});
