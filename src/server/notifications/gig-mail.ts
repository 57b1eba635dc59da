/**
 * The immediate mail of the two kinds that matter most (issue 13 §4): a followed band or artist
 * coming to your city, and your Bring to My City answered. Sent by a job the fan-out queues, never in
 * the request: it takes the gig's rows whose mail is 'due' a batch at a time, re-reads the fan's
 * e-mail switch (off since: 'skipped'), sends, and marks each 'sent'. A crash between the SMTP
 * hand-over and the mark sends that one mail again (at-least-once, as the digest).
 */
import { sql } from "drizzle-orm";
import {
  comingToCityHeadline,
  type GigActFacts,
  gigPlace,
  gigWhen,
  KIND_LABELS,
  type NotificationKind,
} from "@/shared/notifications";
import { PRODUCT_NAME } from "@/shared/product";
import type { Env } from "../env";
import { enqueue } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";
import { unsubscribeToken } from "./unsubscribe";

/** Mails per job; a full batch queues the next one, so no job outlives its lease. */
export const GIG_MAIL_BATCH = 100;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type MailKind = "gig_in_your_city" | "bring_answered";

/** Subject, plain text and HTML of one mail (exported for the tests). */
export function gigMail(
  env: Pick<Env, "APP_URL" | "AUTH_SECRET">,
  mail: { userId: string; kind: MailKind; gig: GigActFacts; href: string },
) {
  const app = env.APP_URL;
  const { gig, kind } = mail;
  const token = unsubscribeToken(env.AUTH_SECRET, mail.userId, kind);
  const oneClick = `${app}/api/notifications/unsubscribe?token=${token}`;
  const stopPage = `${app}/unsubscribe?token=${token}`;
  const settings = `${app}/settings/notifications`;
  const link = `${app}${mail.href}`;
  const headline = comingToCityHeadline(gig);
  const why =
    kind === "bring_answered"
      ? `You asked ${gig.act} to come to ${gig.city} with Bring to My City, and they are coming.`
      : `You follow ${gig.act}, and they are playing your city.`;
  const when = gigWhen(gig.startTime);
  const place = gigPlace(gig);
  const text = [
    headline,
    "",
    why,
    "",
    `${gig.name}`,
    `When: ${when}`,
    `Where: ${place}`,
    "",
    `See the gig and RSVP: ${link}`,
    "",
    `You get this mail for "${KIND_LABELS[kind]}". Stop these e-mails: ${stopPage}`,
    `All your notification settings: ${settings}`,
    "",
    `— ${PRODUCT_NAME}`,
  ].join("\n");
  // Colours come from the client (no fixed background), so dark and light mail apps both read it;
  // the button keeps its own colours, readable on either.
  const html = `<!doctype html><html><head><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(headline)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(headline)}</h1>
<p>${escapeHtml(why)}</p>
<p><strong>${escapeHtml(gig.name)}</strong><br>${escapeHtml(when)}<br>${escapeHtml(place)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:8px;background:#7c3aed;color:#ffffff;text-decoration:none">See the gig and RSVP</a></p>
<p style="font-size:12px">You get this mail for “${escapeHtml(KIND_LABELS[kind])}”. <a href="${escapeHtml(stopPage)}">Stop these e-mails</a> · <a href="${escapeHtml(settings)}">Notification settings</a></p>
<p style="font-size:12px">— ${PRODUCT_NAME}</p>
</body></html>`;
  return {
    subject: headline,
    text,
    html,
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

type DueRow = {
  id: string;
  user_id: string;
  kind: MailKind;
  data: GigActFacts;
  href: string | null;
  email: string;
  email_on: boolean;
};

/** One batch of a gig's due mails (payload: eventId, batch). */
export const gigMailJob: JobHandler = async (deps, job) => {
  const { eventId, batch } = job.payload as { eventId: string; batch: number };
  const db = deps.db.db;
  const due = await db.execute<DueRow>(sql`
    select n.id, n.user_id, n.kind, n.data, n.href, u.email, coalesce(pe.enabled, true) as email_on
    from notifications n
    join users u on u.id = n.user_id
    left join notification_preferences pe on pe.user_id = n.user_id and pe.kind = n.kind and pe.channel = 'email'
    where n.mail_status = 'due' and n.dedupe_key in (${`bring:${eventId}`}, ${`gig:${eventId}`})
    order by n.id
    limit ${GIG_MAIL_BATCH}`);
  for (const row of due.rows) {
    if (row.email_on) {
      const mail = gigMail(deps.env, {
        userId: row.user_id,
        kind: row.kind as MailKind & NotificationKind,
        gig: row.data,
        href: row.href ?? `/events/${eventId}`,
      });
      await deps.mailer.send({ to: row.email, ...mail });
    }
    await db.execute(
      sql`update notifications set mail_status = ${row.email_on ? "sent" : "skipped"} where id = ${row.id}`,
    );
  }
  if (due.rows.length === GIG_MAIL_BATCH) {
    const base = job.key.replace(/:\d+$/, "");
    await enqueue(db, { kind: job.kind, key: `${base}:${batch + 1}`, payload: { eventId, batch: batch + 1 } });
  }
};
