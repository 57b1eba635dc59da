import type { AdminBand } from "./service";

/**
 * The whole band for /bands/{id}/edit, manager contact included: this presenter is only used behind
 * the admin guard. Fan counters are read-only here and left out.
 */
export function presentAdminBand(band: AdminBand) {
  return {
    id: band.id,
    name: band.name,
    bio: band.bio,
    location: band.location,
    primaryGenre: band.primaryGenre,
    secondaryGenre: band.secondaryGenre,
    featured: band.featured,
    manager: band.manager,
    managerEmail: band.managerEmail,
    managerPhone: band.managerPhone,
    keyMembers: band.keyMembers,
    avatarUrl: band.avatarUrl,
    profileBannerUrl: band.profileBannerUrl,
    isVerified: band.isVerified,
    members: band.members,
    updatedAt: band.updatedAt.toISOString(),
  };
}
