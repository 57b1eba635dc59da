import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { e2eDataDir } from "./env";

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded message source (headers and body). */
  source: string;
  links: string[];
}

/**
 * Mail the server "sent": without SMTP_URL it writes each message to DATA_DIR/outbox as .eml,
 * which lets a test follow a verification or password-reset link. Oldest first.
 */
export function sentMail(to?: string): SentMail[] {
  const outbox = path.join(e2eDataDir(), "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => parseMail(path.join(outbox, name)))
    .filter((mail) => !to || mail.to.toLowerCase().includes(to.toLowerCase()));
}

/**
 * Waits for a mail to arrive (the server sends after answering) and returns the newest; with
 * `subject`, the newest of that subject (an account also gets its confirmation mail, in any order).
 */
export async function waitForMail(to: string, timeoutMs = 10_000, subject?: string): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = sentMail(to).filter((mail) => subject === undefined || mail.subject === subject);
    if (mails.length > 0) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function parseMail(file: string): SentMail {
  // Quoted-printable bodies wrap long lines with "=\n" and escape "=" as "=3D"; links need both undone.
  const source = readFileSync(file, "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(source)?.[1]?.trim() ?? "";
  return {
    file,
    to: header("To"),
    subject: header("Subject"),
    source,
    // The HTML part repeats each link with "&" written as "&amp;".
    links: [...new Set((source.match(/https?:\/\/[^\s"'<>]+/g) ?? []).map((link) => link.replaceAll("&amp;", "&")))],
  };
}
