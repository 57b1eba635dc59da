/** Band submission, admin rejection and the admin band edit form (000 §5, 001 §5). */
import { z } from "zod";
import {
  emailField,
  idField,
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
export const BAND_MEMBERS_MAX = 30;

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

/** One band member chip: a name, optionally linked to a LoudTribe artist account (userId). */
export const bandMemberSchema = z.object({
  name: requiredText(MESSAGES.memberNameRequired, 100),
  role: optionalText(100),
  isKeyMember: z.boolean().default(false),
  userId: idField.nullish().transform((value) => value ?? null),
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
  // The member list in display order; absent means "leave the members as they are".
  members: z.array(bandMemberSchema).max(BAND_MEMBERS_MAX).optional(),
});

export type BandSubmissionInput = z.input<typeof bandSubmissionSchema>;
export type BandSubmission = z.output<typeof bandSubmissionSchema>;
export type BandRejection = z.output<typeof bandRejectionSchema>;
export type BandEditInput = z.input<typeof bandEditSchema>;
export type BandEdit = z.output<typeof bandEditSchema>;
export type BandMemberInput = z.input<typeof bandMemberSchema>;
