import { PRODUCT_NAME } from "@/shared/product";
import type { AppDeps } from "../context";
import type { MailMessage } from "../mail/mailer";

/**
 * The three mails of a band submission's life (001 §7 notify-admin-new-band, 000 §4 approve-band /
 * reject-band). Plain text only: every value in them was typed by a member of the public, and text
 * cannot carry markup or a disguised link.
 */

/** Header values never span lines; a newline in a band name must not start a new header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

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

/**
 * Sends after the response: a slow or broken mail server never fails or delays the action that
 * already happened. A failed mail is logged for the operator, not retried.
 */
export function sendInBackground(deps: AppDeps, messages: MailMessage[]): void {
  for (const message of messages) {
    deps.mailer.send(message).catch((error: unknown) => {
      deps.logger.error({ err: error, to: message.to, subject: message.subject }, "band submission mail failed");
    });
  }
}
