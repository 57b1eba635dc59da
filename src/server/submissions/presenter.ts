import type { gigSubmissions, venueSubmissions } from "../db/schema";
import { type Person, presentPerson } from "../events/presenter";

export type Submitter = {
  id: string;
  role: string;
  name: string | null;
  displayName: string | null;
  avatarUrl: string | null;
} | null;

type Review = {
  id: string;
  status: "pending" | "approved" | "rejected";
  rejectionReason: string | null;
  submittedAt: Date;
  reviewedAt: Date | null;
};

/** The review fields both kinds share; the submitter is named, never shown by e-mail. */
export function presentReview(row: Review, submitter: Submitter) {
  return {
    id: row.id,
    status: row.status,
    rejectionReason: row.rejectionReason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    submitter: (submitter ? presentPerson(submitter) : null) satisfies Person | null,
  };
}

export function presentGigSubmission(row: typeof gigSubmissions.$inferSelect, submitter: Submitter = null) {
  return {
    ...presentReview(row, submitter),
    name: row.name,
    venueName: row.venueName,
    city: row.city,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    category: row.category,
    genre: row.genre,
    ticketPrice: row.ticketPrice,
    ticketUrl: row.ticketUrl,
    description: row.description,
    contactPhone: row.contactPhone,
    approvedEventId: row.approvedEventId,
  };
}

export function presentVenueSubmission(row: typeof venueSubmissions.$inferSelect, submitter: Submitter = null) {
  return {
    ...presentReview(row, submitter),
    name: row.name,
    city: row.city,
    location: row.location,
    venueType: row.venueType,
    genre: row.genre,
    website: row.website,
    instagram: row.instagram,
    phone: row.phone,
    capacity: row.capacity,
    description: row.description,
    approvedVenueId: row.approvedVenueId,
  };
}
