import { type AnyColumn, and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { containsAny, withPlaces } from "../cities/names";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { bandMembers, bands, users } from "../db/schema";
import { type Page, readCursor, toPage } from "../lib/pagination";
import { matchesNameOrText } from "../search/text";
import { bandIsListed } from "./policy";
import { type BandCardRow, type MemberRow, presentBand, presentBandCard } from "./presenter";

export interface ActFilters {
  /** Over the name (substring or near-spelling) and the bio (words). */
  search?: string;
  /** Substring of the location, e.g. 'Mumbai' matches 'Mumbai, Maharashtra'. */
  location?: string;
  /** The location's texts to match, its city under any name ('Bombay' → Mumbai; withPlaces sets it). */
  places?: readonly string[];
  /** Either genre, ignoring case. */
  genre?: string;
}

export const bandCardColumns = {
  id: bands.id,
  userId: bands.userId,
  name: bands.name,
  bio: bands.bio,
  location: bands.location,
  primaryGenre: bands.primaryGenre,
  secondaryGenre: bands.secondaryGenre,
  featured: bands.featured,
  avatarUrl: bands.avatarUrl,
  profileBannerUrl: bands.profileBannerUrl,
  isVerified: bands.isVerified,
  fanFollowingCount: bands.fanFollowingCount,
  fanVotingAverage: bands.fanVotingAverage,
} satisfies Record<keyof BandCardRow, unknown>;

/** Genre filter for an act with a primary and a secondary genre. */
export function genreIs(genre: string, ...columns: AnyColumn[]): SQL {
  return sql`lower(${genre}::text) in (${sql.join(
    columns.map((column) => sql`lower(${column})`),
    sql`, `,
  )})`;
}

/** The listed bands matching the filters (shared by /api/bands and /api/discover). */
export function bandConditions(filters: ActFilters): SQL[] {
  const conditions: SQL[] = [bandIsListed];
  if (filters.search) conditions.push(matchesNameOrText(bands, bands, filters.search));
  if (filters.location) conditions.push(containsAny(bands.location, filters.places ?? [filters.location]));
  if (filters.genre) conditions.push(genreIs(filters.genre, bands.primaryGenre, bands.secondaryGenre));
  return conditions;
}

const bandCursor = z.tuple([z.string(), z.guid()]);

/** GET /api/bands: listed bands by name (001 §7), a page at a time. */
export async function listBands(
  db: DbOrTx,
  listFilters: ActFilters & { cursor?: string; limit: number },
): Promise<Page<ReturnType<typeof presentBandCard>>> {
  const filters = await withPlaces(db, listFilters);
  const cursor = readCursor(filters.cursor, bandCursor);
  if (!cursor && !filters.search && !filters.location && !filters.genre) {
    // The unfiltered first page, which the bands page opens on: one fixed statement.
    const rows = await prepared(db, "band_list_first_page", (db, name) =>
      bandListQuery(db, bandConditions({})).limit(sql.placeholder("limit")).prepare(name),
    ).execute({ limit: filters.limit + 1 });
    return toPage(rows, filters.limit, presentBandCard, (row) => [row.name, row.id]);
  }
  const conditions = bandConditions(filters);
  if (cursor) {
    const [name, id] = cursor;
    conditions.push(sql`(${bands.name}, ${bands.id}) > (${name}::text, ${id}::uuid)`);
  }
  const rows = await bandListQuery(db, conditions).limit(filters.limit + 1);
  return toPage(rows, filters.limit, presentBandCard, (row) => [row.name, row.id]);
}

export function bandListQuery(db: DbOrTx, conditions: SQL[]) {
  return db
    .select(bandCardColumns)
    .from(bands)
    .where(and(...conditions))
    .orderBy(asc(bands.name), asc(bands.id))
    .$dynamic();
}

/** The home page's featured bands: featured > 0, ascending (001 §7), then by name for equal priorities. */
export async function listFeaturedBands(db: DbOrTx, limit: number) {
  const rows = await db
    .select(bandCardColumns)
    .from(bands)
    .where(and(gt(bands.featured, 0), bandIsListed))
    .orderBy(asc(bands.featured), asc(bands.name), asc(bands.id))
    .limit(limit);
  return rows.map(presentBandCard);
}

/** A band's members in stage order, with the linked account's name, avatar and role (profile and admin edit). */
export function bandMemberRows(db: DbOrTx, bandId: string): Promise<MemberRow[]> {
  return prepared(db, "band_members", (db, name) =>
    db
      .select({
        id: bandMembers.id,
        name: bandMembers.name,
        role: bandMembers.role,
        isKeyMember: bandMembers.isKeyMember,
        userId: bandMembers.userId,
        artistName: users.name,
        artistAvatarUrl: users.avatarUrl,
        artistRole: users.role,
      })
      .from(bandMembers)
      .leftJoin(users, eq(users.id, bandMembers.userId))
      .where(eq(bandMembers.bandId, sql.placeholder("bandId")))
      .orderBy(asc(bandMembers.position), asc(bandMembers.name))
      .prepare(name),
  ).execute({ bandId });
}

/**
 * The whole profile with its members in stage order; undefined when missing. The two reads do not
 * depend on each other, so they go out together (one round trip of waiting, not two).
 */
export async function findBand(db: DbOrTx, id: string) {
  const bandById = prepared(db, "band_by_id", (db, name) =>
    db
      .select()
      .from(bands)
      .where(eq(bands.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  );
  const [[row], members] = await Promise.all([bandById.execute({ id }), bandMemberRows(db, id)]);
  if (!row) return undefined;
  return presentBand(row, members);
}

export async function bandExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: bands.id }).from(bands).where(eq(bands.id, id)).limit(1);
  return rows.length > 0;
}
