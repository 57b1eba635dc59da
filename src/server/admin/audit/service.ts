import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { adminAuditLog, users } from "../../db/schema";
import type { TimeCursor } from "../../lib/pagination";

export type AuditRow = typeof adminAuditLog.$inferSelect & {
  actor: { id: string; role: string; displayName: string | null; name: string | null; email: string } | null;
  sortTime: string;
};

/** Recent admin actions, newest first, with who did them. */
export async function listAudit(db: Database, page: { cursor?: TimeCursor; limit: number }): Promise<AuditRow[]> {
  const after = page.cursor
    ? sql`(${adminAuditLog.at}, ${adminAuditLog.id}) < (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      entry: adminAuditLog,
      sortTime: sql<string>`${adminAuditLog.at}::text`,
      actorId: users.id,
      actorRole: users.role,
      actorDisplayName: users.displayName,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.actorId))
    .where(after)
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(page.limit + 1);
  return rows.map((row) => ({
    ...row.entry,
    sortTime: row.sortTime,
    actor:
      row.actorId && row.actorEmail && row.actorRole
        ? {
            id: row.actorId,
            role: row.actorRole,
            displayName: row.actorDisplayName,
            name: row.actorName,
            email: row.actorEmail,
          }
        : null,
  }));
}
