/** Band submission, admin rejection and the admin band edit form (000 §5, 001 §5). */
import { z } from "zod";
import {
  emailField,
  numberOr,
  optionalEmail,
  optionalGenre,
  optionalImageRef,
  optionalText,
  requiredText,
} from "./fields";
import { MESSAGES } from "./messages";

export const BIO_MAX_LENGTH = 2000;
export const REJECTION_REASON_MAX_LENGTH = 1000;

/** The route parameter of a band lookup (001 §5): a blank id is refused before any query. */
export const bandIdSchema = z.string({ error: MESSAGES.bandIdRequired }).trim().min(1, MESSAGES.bandIdRequired);

/** 'Add Your Band': name, manager and a valid manager e-mail are required; the rest may be blank. */
export const bandSubmissionSchema = z.object({
  name: requiredText(MESSAGES.bandNameRequired),
  manager: requiredText(MESSAGES.managerNameRequired),
  managerEmail: emailField(MESSAGES.validEmailRequired),
  managerPhone: optionalText(30),
  bio: optionalText(BIO_MAX_LENGTH),
  location: optionalText(),
  primaryGenre: optionalGenre(),
  secondaryGenre: optionalGenre(),
  keyMembers: optionalText(500),
  avatarUrl: optionalImageRef(),
  profileBannerUrl: optionalImageRef(),
});

/** 'Reject Band Submission': the reason is sent to the submitter, so a blank one is refused. */
export const bandRejectionSchema = z.object({
  rejectionReason: requiredText(MESSAGES.rejectionReasonRequired, REJECTION_REASON_MAX_LENGTH),
});

/** Admin band edit (001 §5): featured is a whole number that falls back to 0 when left blank. */
export const bandEditSchema = z.object({
  name: requiredText(MESSAGES.bandNameRequired),
  bio: optionalText(BIO_MAX_LENGTH),
  location: optionalText(),
  primaryGenre: optionalGenre(),
  secondaryGenre: optionalGenre(),
  featured: numberOr(0).pipe(z.number().int(MESSAGES.featuredWhole).min(0, MESSAGES.featuredWhole)),
  manager: optionalText(),
  managerEmail: optionalEmail(),
  managerPhone: optionalText(30),
  keyMembers: optionalText(500),
  avatarUrl: optionalImageRef(),
  profileBannerUrl: optionalImageRef(),
});

export type BandSubmissionInput = z.input<typeof bandSubmissionSchema>;
export type BandSubmission = z.output<typeof bandSubmissionSchema>;
export type BandRejection = z.output<typeof bandRejectionSchema>;
export type BandEditInput = z.input<typeof bandEditSchema>;
export type BandEdit = z.output<typeof bandEditSchema>;
