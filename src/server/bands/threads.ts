/**
 * Read-only pages of a band's or an artist's community content: the posts of its thread (Tribe
 * Gossip) and its fan photos (Fan Pics). Posting, voting and uploading are the participation work's
 * routes; these only read, newest first, a page at a time.
 */
import { type AnyColumn, and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { FanPhoto } from "@/shared/contract/bands";
import type { DbOrTx } from "../db/client";
import { fanPhotos, posts, users } from "../db/schema";
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

const ANONYMOUS = "Anonymous";

/** What an author's name is made of; the e-mail is never selected. */
const authorColumns = { userId: users.id, role: users.role, displayName: users.displayName, name: users.name };

/** A post author's name (001 §3: default Anonymous). Never the e-mail address. */
function authorName(row: { role: string; displayName: string | null; name: string | null }) {
  const chosen = (row.role === "fan" ? row.displayName?.trim() : "") || row.name?.trim();
  return chosen || ANONYMOUS;
}

export async function listThreadPosts(
  db: DbOrTx,
  thread: { entityType: "band" | "artist"; entityId: string },
  page: { cursor?: string; limit: number },
) {
  const rows = await db
    .select({
      id: posts.id,
      content: posts.content,
      category: posts.postCategory,
      gifUrl: posts.gifUrl,
      upvotes: posts.upvotes,
      downvotes: posts.downvotes,
      commentsCount: posts.commentsCount,
      createdAt: posts.createdAt,
      cursorAt: micros(posts.createdAt),
      ...authorColumns,
      avatarUrl: users.avatarUrl,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(posts.entityType, thread.entityType),
        eq(posts.entityId, thread.entityId),
        olderThan(page.cursor, posts.createdAt, posts.id),
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    (row) => ({
      id: row.id,
      content: row.content,
      category: row.category,
      gifUrl: row.gifUrl,
      upvotes: row.upvotes,
      downvotes: row.downvotes,
      commentsCount: row.commentsCount,
      createdAt: row.createdAt.toISOString(),
      author: { id: row.userId, name: authorName(row), avatarUrl: row.avatarUrl },
    }),
    (row) => [row.cursorAt, row.id],
  );
}

export type ThreadPost = Awaited<ReturnType<typeof listThreadPosts>>["items"][number];

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
    .where(and(eq(fanPhotos.bandId, bandId), olderThan(page.cursor, fanPhotos.createdAt, fanPhotos.id)))
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
      author: { id: row.userId, name: authorName(row) },
    }),
    (row) => [row.cursorAt, row.id],
  );
}

export type { FanPhoto };
