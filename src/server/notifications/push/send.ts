import { inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import { type PushPayload, pushedByDefault } from "@/shared/notifications";
import { PRODUCT_NAME } from "@/shared/product";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import type { JobHandler } from "../../jobs/worker";
import { presentNotification } from "../presenter";
import { notificationsByIds } from "../service";
import { isAllowedPushEndpoint } from "./allowed-endpoints";
import { PUSH_JOB } from "./schedule";

/** Pending notifications one statement takes (a fan-out of 100,000 is handled in slices of this). */
const BATCH = 2_000;
/** An alert whose turn comes later than this after the event (after downtime) is old news: not sent. */
const FRESH_FOR_HOURS = 24;
/** How long the push service keeps an alert for a phone that is off (seconds): a day, like the above. */
const TTL_SECONDS = 24 * 3600;
/** Sends in flight at once. */
const PARALLEL_SENDS = 8;
/** A push service that does not answer in this long is given up on for this alert. */
const SEND_TIMEOUT_MS = 10_000;

type Send = { notificationId: string; subscriptionId: string; endpoint: string; p256dh: string; auth: string };

/**
 * Takes a slice of pending notifications (any writer's: notify(), a set-based fan-out) and marks
 * them handled in one statement, returning the (notification, device) pairs to send: unread, still
 * fresh, the fan's push switch on for the kind (their row, else the kind's default), and a device.
 * Rows of fans without a device are only marked. SKIP LOCKED lets several processes take slices
 * side by side; marking before sending makes an alert at-most-once per device (a crash mid-send
 * loses it, the in-app notification stays), never twice.
 */
async function claimSlice(db: DbOrTx): Promise<{ claimed: number; sends: Send[] }> {
  const defaults = `{${pushedByDefault().join(",")}}`;
  const { rows } = await db.execute<{ claimed: number; sends: Send[] }>(sql`
    with claimed as (
      update notifications set pushed_at = now()
      where id in (
        select id from notifications where pushed_at is null
        order by latest_at limit ${BATCH}
        for update skip locked)
      returning id, user_id, kind, read_at, latest_at
    ),
    wanted as (
      select c.id, c.user_id from claimed c
      where c.read_at is null
        and c.latest_at > now() - make_interval(hours => ${FRESH_FOR_HOURS})
        and coalesce(
          (select p.enabled from notification_preferences p
           where p.user_id = c.user_id and p.kind = c.kind and p.channel = 'push'),
          c.kind = any(${defaults}::text[]))
    )
    select (select count(*) from claimed)::int as claimed,
      coalesce((
        select json_agg(json_build_object(
          'notificationId', w.id, 'subscriptionId', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth))
        from wanted w join push_subscriptions s on s.user_id = w.user_id), '[]'::json) as sends`);
  const row = rows[0]!;
  return { claimed: Number(row.claimed), sends: row.sends };
}

/** What the phone shows: the list's own sentence, and the page it links to. */
async function payloads(db: DbOrTx, ids: string[]): Promise<Map<string, PushPayload & { id: string }>> {
  const rows = await notificationsByIds(db, ids);
  return new Map(
    rows.map((row) => {
      const item = presentNotification(row);
      return [
        row.id,
        {
          id: row.id,
          title: PRODUCT_NAME,
          body: item.message ?? "You have a new notification",
          url: item.href ?? "/notifications",
          tag: `notification-${row.id}`,
        },
      ];
    }),
  );
}

type Outcome = "sent" | "gone" | "failed";

/**
 * One encrypted, VAPID-signed request (web-push builds it; fetch sends it, so the tests' local push
 * service on http works like the real https ones). Redirects are not followed: the endpoint was
 * checked, wherever a redirect would lead was not.
 */
async function sendOne(deps: AppDeps, send: Send, payload: PushPayload & { id: string }): Promise<Outcome> {
  if (!isAllowedPushEndpoint(send.endpoint, deps.env.PUSH_SERVICE_ORIGINS)) return "failed";
  const request = webpush.generateRequestDetails(
    { endpoint: send.endpoint, keys: { p256dh: send.p256dh, auth: send.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: deps.env.vapid,
      TTL: TTL_SECONDS,
      // A grouped notification that grows replaces its alert still waiting at the push service.
      topic: payload.id.replaceAll("-", ""),
      contentEncoding: "aes128gcm",
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body as Buffer) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return "gone";
    if (response.ok) return "sent";
    deps.logger.warn(
      { status: response.status, device: send.subscriptionId },
      "push: the push service refused an alert",
    );
    return "failed";
  } catch (error) {
    deps.logger.warn({ err: error, device: send.subscriptionId }, "push: the push service did not answer");
    return "failed";
  }
}

/** Sends a slice's alerts a few at a time; devices the push service calls gone (404/410) are deleted. */
async function deliver(deps: AppDeps, sends: Send[]) {
  const db = deps.db.db;
  const texts = await payloads(db, [...new Set(sends.map((s) => s.notificationId))]);
  const sent: string[] = [];
  const gone: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < sends.length) {
      const send = sends[next++]!;
      const payload = texts.get(send.notificationId);
      if (!payload) continue;
      const outcome = await sendOne(deps, send, payload);
      if (outcome === "sent") sent.push(send.subscriptionId);
      if (outcome === "gone") gone.push(send.subscriptionId);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, sends.length) }, worker));
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (sent.length) {
    await db
      .update(pushSubscriptions)
      .set({ lastUsedAt: sql`now()` })
      .where(inArray(pushSubscriptions.id, [...new Set(sent)]));
  }
}

/** The push job: every pending notification, slice by slice, until none is left. */
const sendPending: JobHandler = async (deps) => {
  for (;;) {
    const slice = await claimSlice(deps.db.db);
    if (slice.claimed === 0) return;
    if (slice.sends.length) await deliver(deps, slice.sends);
  }
};

export const pushJobs: Record<string, JobHandler> = { [PUSH_JOB]: sendPending };
