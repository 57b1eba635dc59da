import type { BandProfile } from "@/shared/contract/bands";

export interface KeyMember {
  name: string;
  /** Set when the key member is a member with an artist account: their page is /artists/{artistId}. */
  artistId: string | null;
}

/**
 * The band's key members (the comma-separated field, or else the members marked key), each with
 * the artist page of the member of the same name when that member is an artist account.
 */
export function keyMembersOf(band: Pick<BandProfile, "keyMembers" | "members">): KeyMember[] {
  const names = band.keyMembers.length
    ? band.keyMembers
    : band.members.filter((member) => member.isKeyMember).map((member) => member.name);
  const artists = new Map(
    band.members
      .filter((member) => member.artist)
      .map((member) => [member.name.trim().toLowerCase(), member.artist!.userId] as const),
  );
  return names.map((name) => ({ name, artistId: artists.get(name.trim().toLowerCase()) ?? null }));
}
