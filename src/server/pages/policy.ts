import type { PageRole } from "@/shared/contract/pages";
import type { SessionUser } from "../auth/guards";

/**
 * Who may do what on a band, artist page or venue (issue 12). A page's managers hold a role on that
 * page only (owner or editor); admins keep full rights everywhere. Every mutating /api/pages route
 * asks one of these; the `page` argument is what service.ts's `managedPage` read for this viewer.
 */
export interface ManagedPage {
  /** The viewer's role on this page, null when they manage it not at all. */
  viewerRole: PageRole | null;
  hasOwner: boolean;
}

/** An artist page also belongs to the artist's own account. */
export interface ManagedArtistPage extends ManagedPage {
  artistUserId: string;
}

const isAdmin = (user: SessionUser | null): boolean => user?.role === "admin";

export const canEditBand = (user: SessionUser | null, band: ManagedPage) =>
  isAdmin(user) || (user !== null && band.viewerRole !== null);

export const canEditVenue = (user: SessionUser | null, venue: ManagedPage) =>
  isAdmin(user) || (user !== null && venue.viewerRole !== null);

export const canEditArtist = (user: SessionUser | null, artist: ManagedArtistPage) =>
  isAdmin(user) || (user !== null && (artist.viewerRole !== null || user.id === artist.artistUserId));

/** featured and isVerified rank pages for every fan: the admins' call, never a manager's. */
export const canChangeAdminFields = (user: SessionUser | null) => isAdmin(user);

/** A member may claim a page nobody owns and that they do not already manage. */
export const canClaimPage = (user: SessionUser | null, page: ManagedPage) =>
  user !== null && !page.hasOwner && page.viewerRole === null;

/** Adding or removing editors and handing over: the owner (and admins). */
export const canManageEditors = (user: SessionUser | null, page: ManagedPage) =>
  isAdmin(user) || (user !== null && page.viewerRole === "owner");

export const canHandOver = canManageEditors;

/** Only admins review claims. */
export const canReviewClaims = (user: SessionUser | null) => isAdmin(user);

/**
 * The edit forms upload pictures before they save: admins, members who manage a page and artists
 * (their own page's banner) may upload. Which page the picture ends up on is checked when it is saved.
 */
export const canUploadPageImages = (user: SessionUser, managesAPage: boolean) =>
  isAdmin(user) || managesAPage || user.role === "artist";

/**
 * A viewer's stake in a gig (issue 12 item 4): do they manage its venue, or a band on its line-up, and
 * is one of those bands verified. Read by gigs/service.ts's `gigStake`.
 */
export interface GigStake {
  managesVenue: boolean;
  managesLineupBand: boolean;
  managesVerifiedBand: boolean;
}

/** Announcing a gig: a manager of its venue or of a band on its line-up (and admins). */
export const canAnnounceGig = (user: SessionUser | null, stake: GigStake) =>
  isAdmin(user) || (user !== null && (stake.managesVenue || stake.managesLineupBand));

/** Changing a gig's time, venue or line-up, or cancelling it: the same people, on the gig as it is. */
export const canManageGig = canAnnounceGig;

/** A gig goes live at once from admins and from a verified band's managers; else admins review it. */
export const publishesAtOnce = (user: SessionUser | null, stake: GigStake) =>
  isAdmin(user) || (user !== null && stake.managesVerifiedBand);

/**
 * The /manage dashboard's numbers (issue 12 item 6): whoever may edit the page (its managers; an
 * artist's own account for their page) and admins. Fans who merely follow it see nothing.
 */
export const canSeeDashboard = (
  user: SessionUser | null,
  kind: "band" | "artist" | "venue",
  page: ManagedArtistPage,
) =>
  kind === "artist" ? canEditArtist(user, page) : kind === "band" ? canEditBand(user, page) : canEditVenue(user, page);
