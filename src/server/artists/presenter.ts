/** Artist rows (users + artists) → JSON. No e-mail, role or account fields leave through here. */
import type { ArtistProfile } from "@/shared/contract/artists";
import { type ActCard, genresOf, UNKNOWN_ARTIST } from "../bands/card";

export interface ArtistRow {
  userId: string;
  name: string | null;
  avatarUrl: string | null;
  bio: string | null;
  genre: string | null;
  primaryGenre: string | null;
  secondaryGenre: string | null;
  location: string | null;
  fanFollowingCount: number | null;
  fanVotingAverage: number | null;
  fanVoteCount: number | null;
  isVerified: boolean | null;
  featured: number | null;
  profileBannerUrl: string | null;
}

/** An artist as the unified card shows it; the defaults are 001 §3's for a missing artists row. */
export function presentArtistCard(row: Omit<ArtistRow, "fanVoteCount">): ActCard {
  return {
    type: "artist",
    id: row.userId,
    userId: row.userId,
    name: row.name?.trim() || UNKNOWN_ARTIST,
    avatarUrl: row.avatarUrl,
    profileBannerUrl: row.profileBannerUrl,
    bio: row.bio,
    genres: genresOf(row.primaryGenre ?? row.genre, row.secondaryGenre),
    location: row.location,
    followerCount: row.fanFollowingCount ?? 0,
    votingAverage: row.fanVotingAverage ?? 0,
    isVerified: row.isVerified ?? false,
    featured: row.featured ?? 0,
  };
}

export function presentArtist(row: ArtistRow): ArtistProfile {
  return {
    ...presentArtistCard(row),
    primaryGenre: row.primaryGenre ?? row.genre,
    secondaryGenre: row.secondaryGenre,
    voteCount: row.fanVoteCount ?? 0,
  };
}
