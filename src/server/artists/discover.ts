/**
 * The merged artists-and-bands list of /artists (001 §2 'Discover Artists & Bands', §3 'Discover
 * item'). One SQL statement merges both kinds in name order, so a page boundary is decided by the
 * database's own collation and the keyset cursor never skips or repeats an act.
 */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { DiscoverType } from "@/shared/contract/discover";
import { UNKNOWN_ARTIST } from "../bands/card";
import { artistIsListed } from "../bands/policy";
import { presentBandCard } from "../bands/presenter";
import { type ActFilters, bandConditions, genreIs } from "../bands/service";
import { containsAny, withPlaces } from "../cities/names";
import type { DbOrTx } from "../db/client";
import { artists, bands, users } from "../db/schema";
import { readCursor, toPage } from "../lib/pagination";
import { matchesNameOrText } from "../search/text";
import { presentArtistCard } from "./presenter";

type Kind = "artist" | "band";

const discoverCursor = z.tuple([z.string(), z.enum(["artist", "band"]), z.guid()]);
type Cursor = z.infer<typeof discoverCursor>;

/** The artist's name as listed and sorted: blank names read 'Unknown Artist' (001 §3). */
const artistName = sql<string>`coalesce(nullif(btrim(${users.name}), ''), ${UNKNOWN_ARTIST})`;

/**
 * Rows after the cursor in (name, kind, id) order, for one branch whose kind is fixed: with the same
 * name, a later kind comes entirely after the cursor and an earlier kind entirely before it.
 */
function afterCursor(
  kind: Kind,
  name: SQL | typeof bands.name,
  id: typeof bands.id | typeof users.id,
  cursor?: Cursor,
) {
  if (!cursor) return undefined;
  const [lastName, lastKind, lastId] = cursor;
  if (kind > lastKind) return sql`${name} >= ${lastName}::text`;
  if (kind < lastKind) return sql`${name} > ${lastName}::text`;
  return sql`(${name}, ${id}) > (${lastName}::text, ${lastId}::uuid)`;
}

function artistConditions(filters: ActFilters): SQL[] {
  const conditions: SQL[] = [artistIsListed];
  if (filters.search) conditions.push(matchesNameOrText(users, artists, filters.search));
  if (filters.location) conditions.push(containsAny(artists.location, filters.places ?? [filters.location]));
  if (filters.genre)
    conditions.push(genreIs(filters.genre, artists.primaryGenre, artists.secondaryGenre, artists.genre));
  return conditions;
}

type DiscoverRow = {
  kind: Kind;
  id: string;
  /** The band's owner, or the artist's own account. */
  ownerId: string | null;
  name: string;
  avatarUrl: string | null;
  bannerUrl: string | null;
  bio: string | null;
  primaryGenre: string | null;
  secondaryGenre: string | null;
  location: string | null;
  followerCount: number | null;
  voteAverage: number | null;
  verified: boolean | null;
  featured: number | null;
};

/** Both kinds share one row shape; each goes through its own card presenter and its defaults. */
function present(row: DiscoverRow) {
  if (row.kind === "band") {
    return presentBandCard({
      ...row,
      userId: row.ownerId,
      profileBannerUrl: row.bannerUrl,
      isVerified: row.verified ?? false,
      fanFollowingCount: row.followerCount ?? 0,
      fanVotingAverage: row.voteAverage ?? 0,
      featured: row.featured ?? 0,
    });
  }
  return presentArtistCard({
    ...row,
    userId: row.id,
    genre: null,
    profileBannerUrl: row.bannerUrl,
    isVerified: row.verified,
    fanFollowingCount: row.followerCount,
    fanVotingAverage: row.voteAverage,
  });
}

export async function listDiscover(
  db: DbOrTx,
  listFilters: ActFilters & { type: DiscoverType; cursor?: string; limit: number },
) {
  const filters = await withPlaces(db, listFilters);
  const cursor = readCursor(filters.cursor, discoverCursor);
  const take = filters.limit + 1;

  const artistRows = db
    .select({
      kind: sql<Kind>`'artist'`.as("kind"),
      id: users.id,
      ownerId: sql<string | null>`${users.id}`.as("owner_id"),
      name: artistName.as("name"),
      avatarUrl: users.avatarUrl,
      bannerUrl: artists.profileBannerUrl,
      bio: artists.bio,
      primaryGenre: sql<string | null>`coalesce(${artists.primaryGenre}, ${artists.genre})`.as("primary_genre"),
      secondaryGenre: artists.secondaryGenre,
      location: artists.location,
      followerCount: artists.fanFollowingCount,
      voteAverage: artists.fanVotingAverage,
      verified: artists.isVerified,
      featured: artists.featured,
    })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(...artistConditions(filters), afterCursor("artist", artistName, users.id, cursor)))
    .orderBy(asc(artistName), asc(users.id))
    .limit(take);

  const bandRows = db
    .select({
      kind: sql<Kind>`'band'`.as("kind"),
      id: bands.id,
      ownerId: bands.userId,
      name: bands.name,
      avatarUrl: bands.avatarUrl,
      bannerUrl: bands.profileBannerUrl,
      bio: bands.bio,
      primaryGenre: bands.primaryGenre,
      secondaryGenre: bands.secondaryGenre,
      location: bands.location,
      followerCount: bands.fanFollowingCount,
      voteAverage: bands.fanVotingAverage,
      verified: bands.isVerified,
      featured: bands.featured,
    })
    .from(bands)
    .where(and(...bandConditions(filters), afterCursor("band", bands.name, bands.id, cursor)))
    .orderBy(asc(bands.name), asc(bands.id))
    .limit(take);

  const rows =
    filters.type === "artist"
      ? await artistRows
      : filters.type === "band"
        ? await bandRows
        : await unionAll(artistRows, bandRows).orderBy(sql`name`, sql`kind`, sql`id`).limit(take);
  return toPage(rows, filters.limit, present, (row) => [row.name, row.kind, row.id]);
}
