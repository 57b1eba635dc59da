import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { artists, users } from "../db/schema";
import { type ArtistRow, presentArtist } from "./presenter";

/** The columns of an artist: the account's public fields plus the artists row (which may be missing). */
export const artistColumns = {
  userId: users.id,
  name: users.name,
  avatarUrl: users.avatarUrl,
  bio: artists.bio,
  genre: artists.genre,
  primaryGenre: artists.primaryGenre,
  secondaryGenre: artists.secondaryGenre,
  location: artists.location,
  fanFollowingCount: artists.fanFollowingCount,
  fanVotingAverage: artists.fanVotingAverage,
  fanVoteCount: artists.fanVoteCount,
  isVerified: artists.isVerified,
  featured: artists.featured,
  profileBannerUrl: artists.profileBannerUrl,
} satisfies Record<keyof ArtistRow, unknown>;

/** An account with the role artist, with its artists row when there is one (001 §7); else undefined. */
export async function findArtist(db: DbOrTx, userId: string) {
  const [row] = await db
    .select(artistColumns)
    .from(users)
    .leftJoin(artists, eq(artists.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, "artist")))
    .limit(1);
  return row ? presentArtist(row) : undefined;
}
