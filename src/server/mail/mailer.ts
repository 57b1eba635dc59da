import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { PRODUCT_NAME } from "@/shared/product";
import type { Logger } from "../logger";
import { mails } from "../metrics/registry";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on notification mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Human-readable destination for the start-up banner. */
  describe(): string;
}

/**
 * nodemailer (~40 modules) is loaded at the first mail, not at every start: most starts send none.
 * `options` is what nodemailer.createTransport takes (an SMTP URL or the outbox's stream settings).
 */
function lazyTransport(options: string | Record<string, unknown>): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import("nodemailer").then((nodemailer) => nodemailer.default.createTransport(options));
    return transport;
  };
}

/**
 * SMTP when SMTP_URL is set. Otherwise every mail is written as an .eml file to the outbox folder
 * and its links are logged, so someone running LoudTribe on one machine can still verify an e-mail.
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string; from: string; logger: Logger }): Mailer {
  const { smtpUrl, dataDir, from, logger } = options;
  if (smtpUrl) {
    const transport = lazyTransport(smtpUrl);
    return {
      async send(message) {
        await (await transport()).sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
      describe: () => `sent through ${new URL(smtpUrl).host}`,
    };
  }
  const outbox = path.join(dataDir, "outbox");
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      mkdirSync(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, file, links }, "mail written to outbox");
    },
    describe: () => `written to ${outbox} (set SMTP_URL to send real mail)`,
  };
}

/** The mailer with its outcomes counted for /metrics (loudtribe_mail_total{outcome}). */
export function countedMailer(mailer: Mailer): Mailer {
  return {
    ...mailer,
    async send(message) {
      try {
        await mailer.send(message);
        mails.inc({ outcome: "sent" });
      } catch (error) {
        mails.inc({ outcome: "failed" });
        throw error;
      }
    },
  };
}

export const defaultFromAddress = (appUrl: string) => `${PRODUCT_NAME} <no-reply@${new URL(appUrl).hostname}>`;
