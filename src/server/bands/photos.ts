/**
 * A band's fan photos (Fan Pics), read newest first, a page at a time. Uploading is the participation
 * work's route (bands/fan-photo-routes.ts); a thread's posts are read through /api/threads.
 */
import { type AnyColumn, and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { FanPhoto } from "@/shared/contract/bands";
import { authorNameFor } from "@/shared/display-name";
import type { DbOrTx } from "../db/client";
import { fanPhotos, users } from "../db/schema";
import { type Page, readCursor, toPage } from "../lib/pagination";

/**
 * Keyset of (created_at, id), newest first. The time travels as whole microseconds since 1970, so
 * no precision is lost between the database (microseconds) and JavaScript (milliseconds).
 */
const newestCursor = z.tuple([z.string().regex(/^-?\d{1,18}$/), z.guid()]);

const micros = (column: AnyColumn) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

function olderThan(token: string | undefined, createdAt: AnyColumn, id: AnyColumn) {
  const cursor = readCursor(token, newestCursor);
  if (!cursor) return undefined;
  const [at, lastId] = cursor;
  return sql`(${createdAt}, ${id}) < ('epoch'::timestamptz + ${at}::bigint * interval '1 microsecond', ${lastId}::uuid)`;
}

/** What an author's name is made of; the e-mail is never selected. */
const authorColumns = { userId: users.id, role: users.role, displayName: users.displayName, name: users.name };

export async function listBandPhotos(
  db: DbOrTx,
  bandId: string,
  page: { cursor?: string; limit: number },
): Promise<Page<FanPhoto>> {
  const rows = await db
    .select({
      id: fanPhotos.id,
      imageUrl: fanPhotos.imageUrl,
      width: fanPhotos.width,
      height: fanPhotos.height,
      createdAt: fanPhotos.createdAt,
      cursorAt: micros(fanPhotos.createdAt),
      ...authorColumns,
    })
    .from(fanPhotos)
    .innerJoin(users, eq(users.id, fanPhotos.userId))
    // A photo hidden by a moderator leaves Fan Pics for everyone (the Reports tab still shows it).
    .where(
      and(
        eq(fanPhotos.bandId, bandId),
        isNull(fanPhotos.hiddenAt),
        olderThan(page.cursor, fanPhotos.createdAt, fanPhotos.id),
      ),
    )
    .orderBy(desc(fanPhotos.createdAt), desc(fanPhotos.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    (row) => ({
      id: row.id,
      imageUrl: row.imageUrl,
      width: row.width,
      height: row.height,
      createdAt: row.createdAt.toISOString(),
      author: { id: row.userId, name: authorNameFor(row) },
    }),
    (row) => [row.cursorAt, row.id],
  );
}

export type { FanPhoto };
