import type { BandEdit } from "@/shared/validation/bands";
import { useAdminRecord, useUpdateAdminRecord } from "@/web/lib/admin-record";

export type AdminBandMember = {
  id: string;
  name: string;
  role: string | null;
  isKeyMember: boolean;
  userId: string | null;
  avatarUrl: string | null;
};

/** GET /api/admin/bands/:id: the whole band, manager contact included (admins only). */
export type AdminBand = {
  id: string;
  name: string;
  bio: string | null;
  location: string | null;
  primaryGenre: string | null;
  secondaryGenre: string | null;
  featured: number;
  manager: string | null;
  managerEmail: string | null;
  managerPhone: string | null;
  keyMembers: string | null;
  avatarUrl: string | null;
  profileBannerUrl: string | null;
  isVerified: boolean;
  members: AdminBandMember[];
  updatedAt: string;
};

export const useAdminBand = (id: string, enabled: boolean) => useAdminRecord<AdminBand>("bands", id, enabled);

/**
 * PATCH /api/admin/bands/:id. 001 §2: the band is refetched before the page moves on, so the
 * profile shows the new details at once rather than a cached copy; gig cards naming it refresh too.
 */
export const useUpdateBand = (id: string) =>
  useUpdateAdminRecord<AdminBand, BandEdit>("bands", id, ["bands", "events"]);
