/**
 * Band rows → JSON. Manager contact details (e-mail, phone), the owner's account id and the raw vote
 * sums are internal: they never leave the server through these shapes.
 */
import type { BandMember, BandProfile } from "@/shared/contract/bands";
import type { bandMembers, bands } from "../db/schema";
import { type ActCard, genresOf } from "./card";

type BandRow = typeof bands.$inferSelect;

export type BandCardRow = Pick<
  BandRow,
  | "id"
  | "userId"
  | "name"
  | "bio"
  | "location"
  | "primaryGenre"
  | "secondaryGenre"
  | "featured"
  | "avatarUrl"
  | "profileBannerUrl"
  | "isVerified"
  | "fanFollowingCount"
  | "fanVotingAverage"
>;

/** A band as the unified artist/band card shows it (001 §2, §3 'Discover item'). */
export function presentBandCard(row: BandCardRow): ActCard {
  return {
    type: "band",
    id: row.id,
    userId: row.userId,
    name: row.name,
    avatarUrl: row.avatarUrl,
    profileBannerUrl: row.profileBannerUrl,
    bio: row.bio,
    genres: genresOf(row.primaryGenre, row.secondaryGenre),
    location: row.location,
    followerCount: row.fanFollowingCount,
    votingAverage: row.fanVotingAverage,
    isVerified: row.isVerified,
    featured: row.featured,
  };
}

export type MemberRow = Pick<typeof bandMembers.$inferSelect, "id" | "name" | "role" | "isKeyMember" | "userId"> & {
  artistName: string | null;
  artistAvatarUrl: string | null;
  /** The linked account's role: only artists get a link to an artist page. */
  artistRole: string | null;
};

export function presentMember(row: MemberRow): BandMember {
  const linked = row.userId && row.artistRole === "artist";
  return {
    id: row.id,
    name: (linked && row.artistName?.trim()) || row.name,
    role: row.role,
    isKeyMember: row.isKeyMember,
    artist: linked
      ? { userId: row.userId!, name: row.artistName?.trim() || row.name, avatarUrl: row.artistAvatarUrl }
      : null,
  };
}

export type { BandMember, BandProfile };

/** key_members is comma-separated text (001 §3). */
export function splitKeyMembers(text: string | null): string[] {
  return (text ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

export function presentBand(row: BandRow, members: MemberRow[]): BandProfile {
  return {
    ...presentBandCard(row),
    primaryGenre: row.primaryGenre,
    secondaryGenre: row.secondaryGenre,
    voteCount: row.fanVoteCount,
    formationDate: row.formationDate,
    formationYear: row.formationDate ? Number(row.formationDate.slice(0, 4)) : null,
    keyMembers: splitKeyMembers(row.keyMembers),
    members: members.map(presentMember),
    updatedAt: row.updatedAt.toISOString(),
  };
}
