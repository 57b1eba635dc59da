/** 'Claim this page' and the artist page form (docs/decisions/page-managers.md). */
import { z } from "zod";
import { BIO_MAX_LENGTH } from "./bands";
import {
  emailField,
  idField,
  numberOr,
  optionalGenre,
  optionalHttpUrl,
  optionalImageRef,
  optionalText,
  requiredText,
} from "./fields";
import { MESSAGES } from "./messages";

export const CLAIM_MESSAGES = {
  roleRequired: "Tell us your role, e.g. Manager",
  proofRequired: "Add at least one link that shows you run this page (Instagram, website or YouTube)",
} as const;

/** What a claim asks: the member's role, a phone, links that prove it and a message for the admin. */
export const pageClaimSchema = z
  .object({
    role: requiredText(CLAIM_MESSAGES.roleRequired, 100),
    contactPhone: optionalText(30),
    instagram: optionalHttpUrl(),
    website: optionalHttpUrl(),
    youtube: optionalHttpUrl(),
    message: optionalText(1000),
  })
  .refine((claim) => claim.instagram || claim.website || claim.youtube, {
    error: CLAIM_MESSAGES.proofRequired,
    path: ["website"],
  });
export type PageClaimInput = z.input<typeof pageClaimSchema>;
export type PageClaim = z.output<typeof pageClaimSchema>;

/** An artist's own page: what fans read on /artists/{id}. featured and isVerified are for admins. */
export const artistPageSchema = z.object({
  bio: optionalText(BIO_MAX_LENGTH),
  location: optionalText(),
  primaryGenre: optionalGenre(),
  secondaryGenre: optionalGenre(),
  profileBannerUrl: optionalImageRef(),
  featured: numberOr(0).pipe(z.number().int(MESSAGES.featuredWhole).min(0, MESSAGES.featuredWhole)),
  isVerified: z.boolean(),
});
export type ArtistPageInput = z.input<typeof artistPageSchema>;
export type ArtistPage = z.output<typeof artistPageSchema>;

/** Fields only admins may change on any page: a manager who sends one gets 403. */
export const ADMIN_ONLY_PAGE_FIELDS = ["featured", "isVerified"] as const;

/** An owner adds an editor by the e-mail of their LoudTribe account. */
export const addEditorSchema = z.object({ email: emailField() });

/** An owner hands the page over to one of its editors. */
export const handOverSchema = z.object({ userId: idField });
