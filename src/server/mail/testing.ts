/**
 * A real SMTP server on a free local port, for tests that must prove a mail really goes out over
 * SMTP and that its link works. Closed after the test file.
 */
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { SMTPServer } from "smtp-server";
import { createLogger } from "../logger";
import { onTestFileEnd } from "../test/cleanup";
import { createMailer, type Mailer } from "./mailer";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The whole message, transfer encoding undone. */
  source: string;
  /** Every distinct http(s) link in the message, in order. */
  links: string[];
}

export interface TestSmtp {
  url: string;
  /** A mailer that sends to this server, for createTestApp({ mailer }). */
  mailer: Mailer;
  received: ReceivedMail[];
  /** Resolves with the first mail to `to` (whose subject matches) among those after the first `since`. */
  waitFor(to: string, options?: WaitOptions): Promise<ReceivedMail>;
}

interface WaitOptions {
  since?: number;
  subject?: RegExp;
  timeoutMs?: number;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(parse(Buffer.concat(chunks).toString("utf8"), session.envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFileEnd(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  const mailer = createMailer({
    smtpUrl: url,
    dataDir: tmpdir(),
    from: "LoudTribe <no-reply@localhost>",
    logger: createLogger("silent"),
  });

  async function waitFor(to: string, options: WaitOptions = {}) {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    for (;;) {
      const mail = received
        .slice(options.since ?? 0)
        .find((m) => m.to.includes(to.toLowerCase()) && (!options.subject || options.subject.test(m.subject)));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived over SMTP`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return { url, mailer, received, waitFor };
}

function parse(
  raw: string,
  envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] },
): ReceivedMail {
  // Quoted-printable wraps long lines with "=\r\n" and escapes "=" as "=3D"; links need both undone.
  const source = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&amp;/g, "&");
  const subject = /^Subject: (.*)$/im.exec(source)?.[1]?.trim() ?? "";
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : "",
    to: envelope.rcptTo.map((r) => r.address.toLowerCase()),
    subject,
    source,
    links: [...new Set(source.match(/https?:\/\/[^\s"'<>]+/g) ?? [])],
  };
}
