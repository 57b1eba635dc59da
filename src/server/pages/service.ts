import { and, eq, sql } from "drizzle-orm";
import type { PageKind, PageRole } from "@/shared/contract/pages";
import type { DbOrTx } from "../db/client";
import { artists, bands, pageManagers, users, venues } from "../db/schema";
import type { ManagedArtistPage } from "./policy";

export interface PageFacts extends ManagedArtistPage {
  kind: PageKind;
  id: string;
  name: string;
}

/** The page's name, by kind: an artist page is named by its account. */
function pageName(db: DbOrTx, kind: PageKind, id: string) {
  if (kind === "band")
    return db.select({ name: bands.name, userId: sql<string>`''` }).from(bands).where(eq(bands.id, id));
  if (kind === "venue")
    return db.select({ name: venues.name, userId: sql<string>`''` }).from(venues).where(eq(venues.id, id));
  return db
    .select({ name: sql<string>`coalesce(${users.name}, '')`, userId: artists.userId })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(eq(artists.userId, id));
}

/**
 * What the policy needs about one page for one viewer: its name, whether it has an owner and the
 * viewer's own role. Null when there is no such page.
 */
export async function managedPage(
  db: DbOrTx,
  kind: PageKind,
  id: string,
  viewerId: string | null,
): Promise<PageFacts | null> {
  const [[page], managers] = await Promise.all([
    pageName(db, kind, id),
    db
      .select({ userId: pageManagers.userId, role: pageManagers.role })
      .from(pageManagers)
      .where(and(eq(pageManagers.pageType, kind), eq(pageManagers.pageId, id))),
  ]);
  if (!page) return null;
  const viewerRole: PageRole | null = managers.find((manager) => manager.userId === viewerId)?.role ?? null;
  return {
    kind,
    id,
    name: page.name,
    viewerRole,
    hasOwner: managers.some((manager) => manager.role === "owner"),
    artistUserId: page.userId,
  };
}

/** Whether the member manages any page at all (the image uploads' gate). */
export async function managesAnyPage(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pageManagers.id })
    .from(pageManagers)
    .where(eq(pageManagers.userId, userId))
    .limit(1);
  return row !== undefined;
}
