import { PRODUCT_NAME } from "@/shared/product";
import type { AppDeps } from "../context";
import { oneLine, sendInBackground as sendSoon } from "../mail/background";
import type { MailMessage } from "../mail/mailer";

/**
 * The three mails of a band submission's life (001 §7 notify-admin-new-band, 000 §4 approve-band /
 * reject-band). Plain text only: every value in them was typed by a member of the public, and text
 * cannot carry markup or a disguised link.
 */

export interface NewSubmissionMail {
  bandName: string;
  submitterName: string;
  submitterEmail: string;
  managerEmail: string;
}

export function newSubmissionMail(to: string, appUrl: string, s: NewSubmissionMail): MailMessage {
  return {
    to,
    subject: oneLine(`New band submission: ${s.bandName}`),
    text: [
      `${oneLine(s.submitterName)} (${s.submitterEmail}) submitted "${oneLine(s.bandName)}" for review on ${PRODUCT_NAME}.`,
      `Manager e-mail: ${s.managerEmail}`,
      `Review it here: ${appUrl}/admin/band-approvals`,
    ].join("\n\n"),
  };
}

export function approvedMail(to: string, appUrl: string, band: { id: string; name: string }): MailMessage {
  return {
    to,
    subject: oneLine(`${band.name} is now live on ${PRODUCT_NAME}`),
    text: [
      `Good news: "${oneLine(band.name)}" has been approved and is now listed on ${PRODUCT_NAME}.`,
      `See the band's page: ${appUrl}/bands/${band.id}`,
      `Share it with your fans so they can follow the band and scream for it.`,
    ].join("\n\n"),
  };
}

export function rejectedMail(to: string, bandName: string, reason: string): MailMessage {
  return {
    to,
    subject: oneLine(`Your band submission: ${bandName}`),
    text: [
      `Thank you for submitting "${oneLine(bandName)}" to ${PRODUCT_NAME}. We could not approve it this time.`,
      `The reviewer's reason:\n${reason}`,
      `You are welcome to submit the band again once this is sorted.`,
    ].join("\n\n"),
  };
}

/** Band submission mails go out after the response, like every other notification mail. */
export const sendInBackground = (deps: AppDeps, messages: MailMessage[]) =>
  sendSoon(deps, messages, "band submission mail");
