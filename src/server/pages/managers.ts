import { and, asc, eq, sql } from "drizzle-orm";
import type { PageKind } from "@/shared/contract/pages";
import type { Database, DbOrTx } from "../db/client";
import { pageManagers, users } from "../db/schema";
import { conflict, notFound } from "../lib/errors";
import { isUniqueViolation } from "./claims";

export const NO_SUCH_ACCOUNT = "No LoudTribe account uses that e-mail.";
export const ALREADY_MANAGES = "That member already manages this page.";
export const NOT_AN_EDITOR = "That member is not an editor of this page.";
export const OWNER_STAYS = "The owner cannot be removed; hand the page over first.";
export const OWNERSHIP_CHANGED = "This page was handed over meanwhile. Reload and try again.";

type Page = { kind: PageKind; id: string };
const ofPage = (page: Page) => and(eq(pageManagers.pageType, page.kind), eq(pageManagers.pageId, page.id));

/** The page's managers, owner first, named as members see each other (never by e-mail). */
export function listManagers(db: DbOrTx, page: Page) {
  return db
    .select({ userId: pageManagers.userId, name: users.name, avatarUrl: users.avatarUrl, role: pageManagers.role })
    .from(pageManagers)
    .innerJoin(users, eq(users.id, pageManagers.userId))
    .where(ofPage(page))
    .orderBy(sql`${pageManagers.role} = 'owner' desc`, asc(pageManagers.createdAt));
}

/** Adds the account with this e-mail as an editor; answers its e-mail for the notice mail. */
export async function addEditor(db: Database, page: Page, email: string) {
  const [account] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!account) throw notFound(NO_SUCH_ACCOUNT);
  try {
    await db.insert(pageManagers).values({ pageType: page.kind, pageId: page.id, userId: account.id, role: "editor" });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_MANAGES, "already_manages");
    throw error;
  }
  return account;
}

export async function removeEditor(db: Database, page: Page, userId: string) {
  const [row] = await db
    .select({ role: pageManagers.role })
    .from(pageManagers)
    .where(and(ofPage(page), eq(pageManagers.userId, userId)));
  if (!row) throw notFound(NOT_AN_EDITOR);
  if (row.role === "owner") throw conflict(OWNER_STAYS, "owner_stays");
  await db.delete(pageManagers).where(and(ofPage(page), eq(pageManagers.userId, userId)));
}

/**
 * Hands the page to one of its editors. The owner row is locked first: of two hand-overs at once the
 * second waits, then finds the owner it read is no longer the owner (409), so one owner remains.
 * `fromUserId` is the owner as the caller saw it (an admin hands over from whoever owns the page).
 */
export async function handOver(db: Database, page: Page, toUserId: string, fromUserId: string | null) {
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: pageManagers.userId })
      .from(pageManagers)
      .where(and(ofPage(page), eq(pageManagers.role, "owner")))
      .for("update");
    if (!owner || (fromUserId !== null && owner.userId !== fromUserId))
      throw conflict(OWNERSHIP_CHANGED, "ownership_changed");
    const [editor] = await tx
      .select({ role: pageManagers.role })
      .from(pageManagers)
      .where(and(ofPage(page), eq(pageManagers.userId, toUserId)))
      .for("update");
    if (editor?.role !== "editor") throw conflict(NOT_AN_EDITOR, "not_an_editor");
    // Demote first: the one-owner index is checked per statement.
    await tx
      .update(pageManagers)
      .set({ role: "editor" })
      .where(and(ofPage(page), eq(pageManagers.userId, owner.userId)));
    await tx
      .update(pageManagers)
      .set({ role: "owner" })
      .where(and(ofPage(page), eq(pageManagers.userId, toUserId)));
  });
}
