import { and, desc, eq, sql } from "drizzle-orm";
import { displayNameFor } from "@/shared/display-name";
import { ADMIN_TOPIC } from "@/shared/realtime-topics";
import type { BandSubmission } from "@/shared/validation";
import type { SessionUser } from "../auth/guards";
import type { Database, DbOrTx } from "../db/client";
import { bands, bandsTemp, users } from "../db/schema";
import type { TimeCursor } from "../lib/pagination";
import { publish } from "../realtime/notify";

export type SubmissionRow = typeof bandsTemp.$inferSelect;
export type PendingRow = SubmissionRow & { duplicateOf: { id: string; name: string } | null; sortTime: string };

export async function pendingCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bandsTemp)
    .where(eq(bandsTemp.status, "pending"));
  return Number(row?.count ?? 0);
}

/**
 * Tells admins' headers the new count (topic admin, event pending-bands). Inside a transaction the
 * message goes out at commit, so the count is never one the database has not got yet.
 */
export async function publishPendingCount(db: DbOrTx): Promise<void> {
  await publish(db, { topic: ADMIN_TOPIC, event: "pending-bands", data: { count: await pendingCount(db) } });
}

/** A new pending submission; who sent it comes from the session, never from the form. */
export async function createSubmission(db: Database, user: SessionUser, input: BandSubmission): Promise<SubmissionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bandsTemp)
      .values({
        ...input,
        submitterId: user.id,
        submitterName: displayNameFor(user),
        submitterEmail: user.email,
        status: "pending",
      })
      .returning();
    await publishPendingCount(tx);
    return row!;
  });
}

// Names match ignoring case and surrounding spaces, through the bands_name_key_idx expression index.
const nameKey = (column: typeof bands.name | typeof bandsTemp.name) => sql`lower(btrim(${column}))`;

/** Pending submissions, newest first (000 §7), each with the live band it may duplicate. */
export async function listPending(db: Database, page: { cursor?: TimeCursor; limit: number }): Promise<PendingRow[]> {
  const duplicate = db
    .select({ id: bands.id, name: bands.name })
    .from(bands)
    .where(sql`${nameKey(bands.name)} = ${nameKey(bandsTemp.name)}`)
    .orderBy(bands.createdAt)
    .limit(1)
    .as("duplicate");
  const after = page.cursor
    ? sql`(${bandsTemp.submittedAt}, ${bandsTemp.id}) < (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      submission: bandsTemp,
      // Text keeps the microseconds a JavaScript Date would drop, so the cursor is exact.
      sortTime: sql<string>`${bandsTemp.submittedAt}::text`,
      duplicateId: duplicate.id,
      duplicateName: duplicate.name,
    })
    .from(bandsTemp)
    .leftJoinLateral(duplicate, sql`true`)
    .where(and(eq(bandsTemp.status, "pending"), after))
    .orderBy(desc(bandsTemp.submittedAt), desc(bandsTemp.id))
    .limit(page.limit + 1);
  return rows.map(({ submission, sortTime, duplicateId, duplicateName }) => ({
    ...submission,
    sortTime,
    duplicateOf: duplicateId && duplicateName ? { id: duplicateId, name: duplicateName } : null,
  }));
}

/** Everyone who reviews submissions; each gets the new-submission mail. */
export async function adminEmails(db: Database): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
  return rows.map((row) => row.email);
}
