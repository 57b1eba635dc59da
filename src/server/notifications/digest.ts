import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { DIGEST_KIND } from "@/shared/notifications";
import { PRODUCT_NAME } from "@/shared/product";
import type { DbOrTx } from "../db/client";
import { notifications, users } from "../db/schema";
import { nextDailyRun } from "../jobs/daily";
import { enqueue, enqueueMany, type Job } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";
import { gigNotificationJobs } from "./gigs";
import { presentNotification } from "./presenter";
import { pushJobs } from "./push/send";
import { listNotifications } from "./service";
import { unsubscribeToken } from "./unsubscribe";

/** The digest goes out at 9:00 IST (03:30 UTC). */
const DIGEST_UTC_HOUR = 3;
const DIGEST_UTC_MINUTE = 30;
const DAY_MS = 86_400_000;
/** Per-fan jobs are enqueued this many per statement. */
const DIGEST_BATCH = 1_000;

/** The next 9:00 IST at or after `now`, and its IST date (the run's key). */
export const nextDigestRun = (now: Date) => nextDailyRun(now, DIGEST_UTC_HOUR, DIGEST_UTC_MINUTE);

/** Makes sure the next run is queued (every process may call it: the key keeps it one). */
export async function scheduleDigest(db: DbOrTx, now = new Date()) {
  const next = nextDigestRun(now);
  await enqueue(db, { kind: "digest-run", key: `digest-run:${next.day}`, payload: { day: next.day }, runAt: next.at });
}

/**
 * A day's run: one job per fan who has something new and unread since the previous run and has
 * not switched the digest off (one query finds them, one insert per thousand enqueues them; the key
 * keeps it one per fan per day, so a run that crashed and runs again adds nothing twice), then the
 * next day's run.
 */
const digestRun: JobHandler = async (deps, job) => {
  const day = String(job.payload.day);
  const to = new Date(`${day}T0${DIGEST_UTC_HOUR}:${DIGEST_UTC_MINUTE}:00Z`);
  const from = new Date(to.getTime() - DAY_MS);
  const fans = await deps.db.db.execute<{ id: string }>(sql`
    select u.id from users u
    where exists (select 1 from notifications n where n.user_id = u.id and n.read_at is null
                  and n.mail_status is distinct from 'sent'
                  and n.latest_at > ${from.toISOString()}::timestamptz and n.latest_at <= ${to.toISOString()}::timestamptz)
      and not exists (select 1 from notification_preferences p where p.user_id = u.id
                      and p.kind = ${DIGEST_KIND} and p.channel = 'email' and not p.enabled)`);
  const payload = { from: from.toISOString(), to: to.toISOString() };
  for (let i = 0; i < fans.rows.length; i += DIGEST_BATCH) {
    await enqueueMany(
      deps.db.db,
      "digest",
      fans.rows
        .slice(i, i + DIGEST_BATCH)
        .map((fan) => ({ key: `digest:${fan.id}:${day}`, payload: { ...payload, userId: fan.id } })),
    );
  }
  // After downtime the next run is the next 9:00 to come, not each missed day in turn.
  await scheduleDigest(deps.db.db, new Date(Math.max(Date.now(), to.getTime() + 1000)));
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** One fan's digest: what is new and still unread in the run's day; nothing is sent when there is none. */
const digestMail: JobHandler = async (deps, job: Job) => {
  const { userId, from, to } = job.payload as { userId: string; from: string; to: string };
  const db = deps.db.db;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const fresh = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        // Already mailed on its own (a band coming to the fan's city): not again in the digest.
        sql`${notifications.mailStatus} is distinct from 'sent'`,
        gt(notifications.latestAt, new Date(from)),
        lte(notifications.latestAt, new Date(to)),
      ),
    );
  if (fresh.length === 0) return;
  const ids = new Set(fresh.map((r) => r.id));
  const rows = (await listNotifications(db, userId, { limit: 50 })).filter((r) => ids.has(r.id));
  const items = rows.map(presentNotification);
  const app = deps.env.APP_URL;
  const unsubscribe = `${app}/api/notifications/unsubscribe?token=${unsubscribeToken(deps.env.AUTH_SECRET, userId, DIGEST_KIND)}`;
  const page = `${app}/unsubscribe?token=${unsubscribeToken(deps.env.AUTH_SECRET, userId, DIGEST_KIND)}`;
  const link = (href: string | null) => `${app}${href ?? "/notifications"}`;
  const text = [
    `What's new on ${PRODUCT_NAME}:`,
    "",
    ...items.map((i) => `- ${i.message}\n  ${link(i.href)}`),
    "",
    `All your notifications: ${app}/notifications`,
    `Stop the daily digest: ${page}`,
  ].join("\n");
  // Colours come from the client (no fixed background), so dark and light mail apps both read it.
  const html = `<!doctype html><html><head><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></head><body style="font-family:system-ui,sans-serif;line-height:1.5">
<h1 style="font-size:20px">What's new on ${PRODUCT_NAME}</h1>
<ul>${items.map((i) => `<li><a href="${escapeHtml(link(i.href))}">${escapeHtml(i.message)}</a></li>`).join("")}</ul>
<p><a href="${escapeHtml(`${app}/notifications`)}">All your notifications</a></p>
<p style="font-size:12px"><a href="${escapeHtml(page)}">Stop the daily digest</a></p></body></html>`;
  await deps.mailer.send({
    to: user.email,
    subject: `Your ${PRODUCT_NAME} digest: ${items.length} new`,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
};

/** Every notification job: the digest's, phone alerts' and gig news fan-outs. */
export const notificationJobs: Record<string, JobHandler> = {
  "digest-run": digestRun,
  digest: digestMail,
  ...pushJobs,
  ...gigNotificationJobs,
};
