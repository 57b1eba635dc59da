import type { PageClaimItem } from "@/shared/contract/pages";
import type { pageClaims } from "../db/schema";
import { presentReview, type Submitter } from "../submissions/presenter";

/** A claim for the admin queue: the contact phone and links are for the reviewer only. */
export function presentClaim(row: typeof pageClaims.$inferSelect, submitter: Submitter = null): PageClaimItem {
  return {
    ...presentReview(row, submitter),
    pageType: row.pageType,
    pageId: row.pageId,
    name: row.name,
    role: row.role,
    contactPhone: row.contactPhone,
    instagram: row.instagram,
    website: row.website,
    youtube: row.youtube,
    message: row.message,
    approvedManagerId: row.approvedManagerId,
  };
}

/** The artist page form's record: the artists row, named by its account. */
export function presentArtistPage(row: {
  userId: string;
  name: string | null;
  bio: string | null;
  location: string | null;
  primaryGenre: string | null;
  secondaryGenre: string | null;
  profileBannerUrl: string | null;
  featured: number;
  isVerified: boolean;
  updatedAt: Date;
}) {
  return {
    id: row.userId,
    name: row.name ?? "",
    bio: row.bio,
    location: row.location,
    primaryGenre: row.primaryGenre,
    secondaryGenre: row.secondaryGenre,
    profileBannerUrl: row.profileBannerUrl,
    featured: row.featured,
    isVerified: row.isVerified,
    updatedAt: row.updatedAt.toISOString(),
  };
}
