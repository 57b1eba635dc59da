import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { accounts, users } from "../db/schema";
import { insertCredentialAccount } from "./accounts";

/**
 * Makes sure the operator's ADMIN_EMAIL account exists with role admin. An existing user is promoted
 * and keeps their password; a credential login is only added when they have none. Safe on every start.
 */
export async function ensureAdminAccount(db: Database, email: string, password: string): Promise<string> {
  const normalized = email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normalized));
    if (!existing) {
      const [created] = await tx
        .insert(users)
        .values({ email: normalized, emailVerified: true, role: "admin", displayName: "Admin", name: "Admin" })
        .returning({ id: users.id });
      await insertCredentialAccount(tx, created!.id, password);
      return;
    }
    if (existing.role !== "admin") await tx.update(users).set({ role: "admin" }).where(eq(users.id, existing.id));
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")));
    if (!credential) await insertCredentialAccount(tx, existing.id, password);
  });
  return normalized;
}
