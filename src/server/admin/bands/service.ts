import { and, eq, inArray, sql } from "drizzle-orm";
import type { BandEdit } from "@/shared/validation";
import { bandMemberRows } from "../../bands/service";
import type { Database, DbOrTx, Transaction } from "../../db/client";
import { bandMembers, bands, users } from "../../db/schema";
import { notFound, unprocessable } from "../../lib/errors";
import { changesOf, recordAudit } from "../audit";

export const BAND_NOT_FOUND = "Band not found.";

export type BandRow = typeof bands.$inferSelect;
export type MemberInput = NonNullable<BandEdit["members"]>[number];
export type MemberRow = MemberInput & { id: string; avatarUrl: string | null };
export type AdminBand = BandRow & { members: MemberRow[] };

async function membersOf(db: DbOrTx, bandId: string): Promise<MemberRow[]> {
  const rows = await bandMemberRows(db, bandId);
  return rows.map(({ id, name, role, isKeyMember, userId, artistAvatarUrl }) => ({
    id,
    name,
    role,
    isKeyMember,
    userId,
    avatarUrl: artistAvatarUrl,
  }));
}

export async function findBand(db: Database, id: string): Promise<AdminBand> {
  const [band] = await db.select().from(bands).where(eq(bands.id, id));
  if (!band) throw notFound(BAND_NOT_FOUND);
  return { ...band, members: await membersOf(db, id) };
}

/** What the audit log keeps of a member list: the editable fields, in order. */
const memberSnapshot = (members: MemberInput[]) =>
  members.map(({ name, role, isKeyMember, userId }) => ({ name, role, isKeyMember, userId }));

/** A member chip links to /artists/{userId}, so a linked member must be an artist account. */
async function assertLinkedArtists(tx: Transaction, members: MemberInput[]): Promise<void> {
  const ids = [...new Set(members.flatMap((member) => (member.userId ? [member.userId] : [])))];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, "artist")));
  if (found.length !== ids.length) {
    throw unprocessable("Link members to artists from the search.", {
      members: ["Link members to artists from the search."],
    });
  }
}

export async function updateBand(
  db: Database,
  actorId: string,
  id: string,
  patch: Partial<BandEdit>,
): Promise<AdminBand> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(bands).where(eq(bands.id, id)).for("update");
    if (!current) throw notFound(BAND_NOT_FOUND);
    const { members, ...fields } = patch;
    const changes = changesOf(current, fields);
    const membersBefore = memberSnapshot(await membersOf(tx, id));
    const membersAfter = members ? memberSnapshot(members) : undefined;
    const membersChanged = membersAfter !== undefined && JSON.stringify(membersAfter) !== JSON.stringify(membersBefore);
    if (!changes && !membersChanged) return { ...current, members: await membersOf(tx, id) };

    let band = current;
    if (changes) [band] = (await tx.update(bands).set(changes.set).where(eq(bands.id, id)).returning()) as [BandRow];
    if (membersChanged) {
      await assertLinkedArtists(tx, membersAfter);
      await tx.delete(bandMembers).where(eq(bandMembers.bandId, id));
      if (membersAfter.length > 0) {
        await tx
          .insert(bandMembers)
          .values(membersAfter.map((member, position) => ({ ...member, bandId: id, position })));
      }
      if (!changes)
        [band] = (await tx.update(bands).set({ updatedAt: sql`now()` }).where(eq(bands.id, id)).returning()) as [
          BandRow,
        ];
    }
    await recordAudit(tx, {
      actorId,
      action: "band.update",
      entityType: "band",
      entityId: id,
      entityLabel: band.name,
      before: { ...changes?.before, ...(membersChanged ? { members: membersBefore } : {}) },
      after: { ...changes?.after, ...(membersChanged ? { members: membersAfter } : {}) },
    });
    return { ...band, members: await membersOf(tx, id) };
  });
}
