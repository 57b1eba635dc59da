import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBand } from "../admin/testing";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { pageManagers } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { OWNERS_ONLY } from "./manager-routes";
import { ALREADY_MANAGES, handOver, NO_SUCH_ACCOUNT, OWNER_STAYS, OWNERSHIP_CHANGED } from "./managers";
import { createManager } from "./testing";

/** An owner runs the page's team: editors by e-mail, hand-over; exactly one owner at all times. */
let t: TestApp;
let admin: TestUser;

const call = (method: string, path: string, body: unknown, user?: TestUser) =>
  t.app.request(
    `/api/pages/bands/${path}`,
    body === undefined ? { method, headers: user?.headers ?? {} } : jsonRequest(method, body, user),
  );
const rolesOf = async (bandId: string) =>
  Object.fromEntries(
    (
      await t.db
        .select({ userId: pageManagers.userId, role: pageManagers.role })
        .from(pageManagers)
        .where(and(eq(pageManagers.pageType, "band"), eq(pageManagers.pageId, bandId)))
    ).map((row) => [row.userId, row.role]),
  );

async function bandWithTeam() {
  const band = await createBand(t.db);
  const owner = await createManager(t.deps, { kind: "band", id: band.id });
  const editor = await createManager(t.deps, { kind: "band", id: band.id }, "editor");
  return { band, owner, editor };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
});

describe("POST /api/pages/{kind}/{id}/managers", () => {
  it("visitor 401; fan, editor and another band's owner 403", async () => {
    const { band, editor } = await bandWithTeam();
    const other = await createBand(t.db);
    const otherOwner = await createManager(t.deps, { kind: "band", id: other.id });
    const invitee = await createFan(t.deps);
    expect((await call("POST", `${band.id}/managers`, { email: invitee.email })).status).toBe(401);
    for (const user of [await createFan(t.deps), editor, otherOwner]) {
      const res = await call("POST", `${band.id}/managers`, { email: invitee.email }, user);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(OWNERS_ONLY);
    }
  });

  it("the owner adds an editor by e-mail, who is mailed and may then edit; twice is a 409, no account a 404", async () => {
    const { band, owner } = await bandWithTeam();
    const invitee = await createFan(t.deps);
    const res = await call("POST", `${band.id}/managers`, { email: invitee.email.toUpperCase() }, owner);
    expect(res.status).toBe(201);
    expect((await rolesOf(band.id))[invitee.id]).toBe("editor");
    await expect.poll(() => t.mails.find((m) => m.to === invitee.email)?.subject).toBe(`You can now edit ${band.name}`);
    expect((await call("PATCH", band.id, { bio: "Edited by the new editor" }, invitee)).status).toBe(200);
    const again = await call("POST", `${band.id}/managers`, { email: invitee.email }, owner);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(ALREADY_MANAGES);
    const nobody = await call("POST", `${band.id}/managers`, { email: "nobody-here@example.test" }, owner);
    expect(nobody.status).toBe(404);
    expect(((await nobody.json()) as { error: { message: string } }).error.message).toBe(NO_SUCH_ACCOUNT);
    expect((await call("POST", `${band.id}/managers`, { email: "not-an-email" }, owner)).status).toBe(422);
  });
});

describe("DELETE /api/pages/{kind}/{id}/managers/{userId}", () => {
  it("the owner (or an admin) removes an editor, never the owner; an editor may not", async () => {
    const { band, owner, editor } = await bandWithTeam();
    expect((await call("DELETE", `${band.id}/managers/${owner.id}`, undefined, editor)).status).toBe(403);
    const keep = await call("DELETE", `${band.id}/managers/${owner.id}`, undefined, admin);
    expect(keep.status).toBe(409);
    expect(((await keep.json()) as { error: { message: string } }).error.message).toBe(OWNER_STAYS);
    expect((await call("DELETE", `${band.id}/managers/${editor.id}`, undefined, owner)).status).toBe(200);
    expect(await rolesOf(band.id)).toEqual({ [owner.id]: "owner" });
    expect((await call("PATCH", band.id, { bio: "x" }, editor)).status).toBe(403);
  });
});

describe("POST /api/pages/{kind}/{id}/hand-over", () => {
  it("makes the editor the owner and the owner an editor; the editor could not do it", async () => {
    const { band, owner, editor } = await bandWithTeam();
    expect((await call("POST", `${band.id}/hand-over`, { userId: editor.id }, editor)).status).toBe(403);
    const res = await call("POST", `${band.id}/hand-over`, { userId: editor.id }, owner);
    expect(res.status).toBe(200);
    expect(await rolesOf(band.id)).toEqual({ [owner.id]: "editor", [editor.id]: "owner" });
  });

  it("two hand-overs at once leave exactly one owner; the other is refused", async () => {
    const { band, owner, editor } = await bandWithTeam();
    const second = await createManager(t.deps, { kind: "band", id: band.id }, "editor");
    const answers = await Promise.all([
      call("POST", `${band.id}/hand-over`, { userId: editor.id }, owner),
      call("POST", `${band.id}/hand-over`, { userId: second.id }, owner),
    ]);
    // The loser either waited on the owner row (409) or was read after the first committed, when the
    // caller was no longer the owner (403): which one depends on the database's timing.
    const [won, lost] = answers.map((res) => res.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const roles = Object.values(await rolesOf(band.id));
    expect(roles.filter((role) => role === "owner")).toHaveLength(1);
  });

  it("a hand-over from an owner who is no longer the owner is a 409 (the owner row is re-read under its lock)", async () => {
    const { band, owner, editor } = await bandWithTeam();
    const page = { kind: "band" as const, id: band.id };
    await handOver(t.db, page, editor.id, owner.id);
    await expect(handOver(t.db, page, owner.id, owner.id)).rejects.toMatchObject({
      status: 409,
      message: OWNERSHIP_CHANGED,
    });
    expect(await rolesOf(band.id)).toEqual({ [owner.id]: "editor", [editor.id]: "owner" });
  });

  it("an admin may hand a page to one of its editors", async () => {
    const { band, editor } = await bandWithTeam();
    expect((await call("POST", `${band.id}/hand-over`, { userId: editor.id }, admin)).status).toBe(200);
    expect((await rolesOf(band.id))[editor.id]).toBe("owner");
  });
});
