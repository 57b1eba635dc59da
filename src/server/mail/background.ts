import type { AppDeps } from "../context";
import type { MailMessage } from "./mailer";

/** Header values never span lines; a newline in a member-typed name must not start a new header. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/**
 * Sends after the response: a slow or broken mail server never fails or delays the action that
 * already happened. A failed mail is logged for the operator, not retried.
 */
export function sendInBackground(deps: AppDeps, messages: MailMessage[], what = "mail"): void {
  for (const message of messages) {
    deps.mailer.send(message).catch((error: unknown) => {
      deps.logger.error({ err: error, to: message.to, subject: message.subject }, `${what} failed`);
    });
  }
}
