import { PRODUCT_NAME } from "@/shared/product";
import { oneLine } from "../mail/background";
import type { MailMessage } from "../mail/mailer";

/**
 * What the member who suggested a gig or a venue hears back. Plain text only, like the band
 * submission mails: every name in them was typed by a member of the public.
 */
export type ListingKind = "gig" | "venue";

const PAGE_PATH: Record<ListingKind, string> = { gig: "events", venue: "venues" };

export function listingApprovedMail(
  to: string,
  appUrl: string,
  kind: ListingKind,
  listing: { id: string; name: string },
): MailMessage {
  return {
    to,
    subject: oneLine(`Your ${kind} "${listing.name}" is now live on ${PRODUCT_NAME}`),
    text: [
      `Thank you for adding "${oneLine(listing.name)}" to ${PRODUCT_NAME}. An admin has approved it and it is now listed.`,
      `See it here: ${appUrl}/${PAGE_PATH[kind]}/${listing.id}`,
      kind === "gig"
        ? "Share it so the tribe knows where to be."
        : "Share it so the tribe can find its next gig there.",
    ].join("\n\n"),
  };
}

export function listingRejectedMail(to: string, kind: ListingKind, name: string, reason: string): MailMessage {
  return {
    to,
    subject: oneLine(`Your ${kind} suggestion: ${name}`),
    text: [
      `Thank you for suggesting "${oneLine(name)}" to ${PRODUCT_NAME}. We could not list it this time.`,
      `The reviewer's reason:\n${reason}`,
      `You are welcome to suggest it again once this is sorted.`,
    ].join("\n\n"),
  };
}
