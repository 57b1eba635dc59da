/**
 * 'Add your Gig' and 'Add your Venue' (001 §2): what a signed-in user may suggest. The admin
 * reviews it before anything is listed, so only what a listing needs is asked for.
 */
import { z } from "zod";
import { REJECTION_REASON_MAX_LENGTH } from "./bands";
import { optionalGenre, optionalHttpUrl, optionalIstDateTime, optionalText, requiredText } from "./fields";
import { MESSAGES } from "./messages";

export const SUBMISSION_MESSAGES = {
  gigNameRequired: "Gig name is required",
  gigVenueRequired: "Venue is required",
  startRequired: "Start date and time are required",
  startInPast: "The gig must start in the future",
  endBeforeStart: MESSAGES.endBeforeStart,
  rejectionReasonRequired: "Please give a reason for rejecting this suggestion",
} as const;

export const gigSubmissionSchema = z
  .object({
    name: requiredText(SUBMISSION_MESSAGES.gigNameRequired),
    venueName: requiredText(SUBMISSION_MESSAGES.gigVenueRequired),
    city: requiredText(MESSAGES.venueCityRequired, 100),
    // datetime-local values are IST wall-clock (001 §5).
    startTime: optionalIstDateTime().pipe(z.date({ error: SUBMISSION_MESSAGES.startRequired })),
    endTime: optionalIstDateTime(),
    category: optionalText(100),
    genre: optionalGenre(),
    ticketPrice: optionalText(100),
    ticketUrl: optionalHttpUrl(),
    description: optionalText(2000),
    contactPhone: optionalText(30),
  })
  .refine((gig) => gig.startTime.getTime() > Date.now(), {
    error: SUBMISSION_MESSAGES.startInPast,
    path: ["startTime"],
  })
  .refine((gig) => !gig.endTime || gig.endTime > gig.startTime, {
    error: SUBMISSION_MESSAGES.endBeforeStart,
    path: ["endTime"],
  });

export type GigSubmissionInput = z.input<typeof gigSubmissionSchema>;
export type GigSubmission = z.output<typeof gigSubmissionSchema>;

export const venueSubmissionSchema = z.object({
  name: requiredText(MESSAGES.venueNameRequired),
  city: requiredText(MESSAGES.venueCityRequired, 100),
  location: optionalText(),
  venueType: optionalText(100),
  genre: optionalGenre(),
  website: optionalHttpUrl(),
  instagram: optionalText(),
  phone: optionalText(30),
  capacity: optionalText(100),
  description: optionalText(2000),
});

export type VenueSubmissionInput = z.input<typeof venueSubmissionSchema>;
export type VenueSubmission = z.output<typeof venueSubmissionSchema>;

/**
 * The admin's reason for turning a suggestion down: it is mailed to the member, so a blank one is
 * refused, and it has the same field and length as the band rejection so one dialog serves both.
 */
export const rejectSubmissionSchema = z.object({
  rejectionReason: requiredText(SUBMISSION_MESSAGES.rejectionReasonRequired, REJECTION_REASON_MAX_LENGTH),
});
