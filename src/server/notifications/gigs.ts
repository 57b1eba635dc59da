/**
 * Gig news for fans (issue 13 §1; docs/decisions/notifications.md "Line-up and RSVP events"):
 *
 * - a followed band or artist added to a gig's line-up (a gig published, or a published gig's
 *   line-up edited): the fans in the gig's city hear '{act} is coming to {city}!' (the important
 *   kind, mailed at once), the others that it plays there;
 * - Bring to My City answered: fans who asked the band for the gig's city hear '{band} is coming to
 *   {city}!' and their request is marked answered;
 * - an RSVP'd gig changed its time or place, or was cancelled.
 *
 * The change's transaction only enqueues a job (`tellFansOfGigChange`, called by the gigs hook and
 * the admin event editor), so the request stays fast; the jobs write every fan's row with one
 * set-based INSERT … SELECT per kind of news. Each row carries a dedupe key per fan and gig
 * (`bring:{event}`, `gig:{event}`, `gig-change:{event}:{change}`, `gig-cancelled:{event}`): a job
 * that runs twice writes nothing the second time.
 */
import { type SQL, sql } from "drizzle-orm";
import { IMMEDIATE_MAIL_KINDS, type NotificationKind } from "@/shared/notifications";
import type { DbOrTx, Transaction } from "../db/client";
import { enqueue, type Job } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";
import { REALTIME_CHANNEL } from "../realtime/notify";
import { gigMailJob } from "./gig-mail";
import { schedulePush } from "./push/schedule";
import { keepNewestSql, NOTIFICATIONS_EVENT } from "./write";

export type GigNewsKind = "published" | "lineup" | "time" | "venue" | "cancelled";

export interface GigNews {
  eventId: string;
  kind: GigNewsKind;
  /** Who made the change: never told of it. */
  actorId: string;
  /** For 'lineup': the line-up keys ('band:{id}[:headliner]') before and after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Job kinds (the handlers are `gigNotificationJobs`). */
const LINEUP_JOB = "gig-lineup";
const CHANGE_JOB = "gig-change";
const CANCELLED_JOB = "gig-cancelled";
const TRIM_JOB = "gig-trim";
export const GIG_MAIL_JOB = "gig-mails";

export const gigHref = (eventId: string) => `/events/${eventId}`;

/** One id per transaction: several changes in one save (time and venue) make one job, one notification. */
async function changeToken(tx: DbOrTx): Promise<string> {
  const result = await tx.execute<{ t: string }>(sql`select txid_current()::text as t`);
  return String(result.rows[0]!.t);
}

const actOf = (key: string) => {
  const [kind, id] = key.split(":");
  return { kind, id: id ?? "" };
};

/** The acts in `after` that were not in `before` (headliner marks aside). */
export function addedActs(before: unknown, after: unknown): { bands: string[]; artists: string[] } {
  const keys = (value: unknown) => (Array.isArray(value) ? value.map(String).map(actOf) : []);
  const had = new Set(keys(before).map((act) => `${act.kind}:${act.id}`));
  const added = keys(after).filter((act) => !had.has(`${act.kind}:${act.id}`));
  return {
    bands: added.filter((act) => act.kind === "band").map((act) => act.id),
    artists: added.filter((act) => act.kind === "artist").map((act) => act.id),
  };
}

/**
 * Called inside the transaction of the change: queues what fans must hear (it commits or rolls back
 * with the change). A cancelled gig also re-opens the Bring to My City requests it had answered.
 */
export async function tellFansOfGigChange(tx: DbOrTx, news: GigNews): Promise<void> {
  const { eventId, actorId } = news;
  const token = await changeToken(tx);
  const lineup = (acts: { bands: string[] | null; artists: string[] | null }) =>
    enqueue(tx, {
      kind: LINEUP_JOB,
      key: `${LINEUP_JOB}:${eventId}:${token}:${acts.bands === null ? "all" : "added"}`,
      payload: { eventId, actorId, ...acts },
    });
  switch (news.kind) {
    case "published":
      await lineup({ bands: null, artists: null });
      return;
    case "lineup": {
      const added = addedActs(news.before?.lineup, news.after?.lineup);
      if (added.bands.length + added.artists.length > 0) await lineup(added);
      return;
    }
    case "venue":
      // A gig that moved to another city answers that city's requests and tells its followers
      // (those told of the gig before are not told again).
      await lineup({ bands: null, artists: null });
      await enqueue(tx, { kind: CHANGE_JOB, key: `${CHANGE_JOB}:${eventId}:${token}`, payload: { eventId, actorId } });
      return;
    case "time":
      await enqueue(tx, { kind: CHANGE_JOB, key: `${CHANGE_JOB}:${eventId}:${token}`, payload: { eventId, actorId } });
      return;
    case "cancelled":
      await tx.execute(sql`
        update fan_band_activity set bring_answered_at = null, bring_answered_event_id = null
        where bring_answered_event_id = ${eventId}`);
      await enqueue(tx, { kind: CANCELLED_JOB, key: `${CANCELLED_JOB}:${eventId}`, payload: { eventId, actorId } });
      return;
  }
}

type Gig = { id: string; city: string; cancelled: boolean; upcoming: boolean };

async function readGig(tx: DbOrTx, eventId: string): Promise<Gig | undefined> {
  const result = await tx.execute<{ id: string; city: string | null; cancelled: boolean; upcoming: boolean }>(sql`
    select id, city, cancelled_at is not null as cancelled, (start_time is null or start_time > now()) as upcoming
    from events where id = ${eventId}`);
  const row = result.rows[0];
  return row?.city?.trim() ? { ...row, city: row.city } : undefined;
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** The line-up rows the news is about: every act (a new gig), or only those added. */
function actFilter(column: SQL, ids: string[] | null): SQL {
  return ids === null ? sql`true` : ids.length === 0 ? sql`false` : sql`${column} = any(${uuidArray(ids)})`;
}

/**
 * Writes one kind of news to every fan `recipients` selects (columns fan_id, kind, act), in ONE
 * statement: the fan's switches for the kind (in-app off and e-mail off: nothing; in-app off and
 * e-mail on: the row is written already read, as the mail's record), the insert (a fan who already
 * has `dedupeKey` is skipped, so a job run twice writes nothing new) and the NOTIFY that moves each
 * fan's bell at commit. Returns how many rows were written. The cap of MAX_NOTIFICATIONS_PER_USER is
 * the follow-up `gig-trim` job's: probing 100,000 fans' lists for their 1,000th row cost ten times
 * the insert itself (docs/decisions/notifications.md).
 *
 * Cheaper per row (measured, docs/decisions/notifications.md "Fan-out cost"): time-ordered ids, so
 * the rows go to the primary key's right edge instead of 100,000 random pages of it, and one NOTIFY
 * per TOPICS_PER_NOTIFY fans (the hub delivers a `topics` list as one message per topic).
 */
/** Fans' topics in one NOTIFY ('user:' + a uuid is 41 characters; PostgreSQL's payload limit is 8,000 bytes). */
const TOPICS_PER_NOTIFY = 100;

/**
 * Ids for a fan-out's rows, in the UUID version 7 layout (RFC 9562): one base per statement (the
 * first 48 bits are the Unix time in milliseconds, the rest random bits of one gen_random_uuid(),
 * with the version nibble made 7), and each row adds its row number to the base's last 64 bits. The
 * rows of one fan-out get consecutive ids, so a 100,000-row insert appends to the primary key's
 * rightmost page. Calling gen_random_uuid() per row cost about 0.8 s of CPU per 100,000 rows
 * (it asks OpenSSL for strong random bytes each time; docs/decisions/notifications.md "Fan-out cost,
 * second pass"). Those last 64 bits start with the variant bits 10, so as a bigint they are negative
 * and far from overflowing: to_hex always gives 16 digits. Each row's id is the base's first 16
 * hex digits and those 16, cast from the 32-digit form (no dashes: PostgreSQL reads it as a uuid);
 * cutting the dashed form out of substrings cost three times as much. Ids stay opaque and are not
 * secrets (every route checks the owner: another fan's id is a 404).
 */
const idBase = sql`select lpad(to_hex((extract(epoch from clock_timestamp()) * 1000)::bigint), 12, '0') || '7'
    || substr(r, 14, 3) as head, ('x' || substr(r, 17, 16))::bit(64)::bigint as tail
  from (select encode(uuid_send(gen_random_uuid()), 'hex') as r) random`;
const rowId = sql`(ids.head || to_hex(ids.tail + row_number() over ()))::uuid`;

async function fanOut(tx: Transaction, news: { eventId: string; dedupeKey: string; recipients: SQL }): Promise<number> {
  const mailed = sql.join(
    IMMEDIATE_MAIL_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await tx.execute<{ written: number }>(sql`
    with gig as materialized (
      select id, jsonb_build_object('eventId', id, 'name', name, 'city', btrim(city),
        'venue', coalesce(venue_name, venue), 'startTime', to_jsonb(start_time)) as data
      from events where id = ${news.eventId}
    ),
    ids as materialized (${idBase}),
    recipients as (${news.recipients}),
    -- Each act's snapshot built once (a fan-out names a handful of acts), not once per row.
    acts as materialized (
      select coalesce(r.act, '') as act_key, case when r.act is null then gig.data else gig.data || jsonb_build_object('act', r.act) end as data
      from (select distinct act from recipients) r cross join gig
    ),
    chosen as (
      select r.fan_id, r.kind, r.act,
        coalesce(pi.enabled, true) as in_app,
        coalesce(pe.enabled, r.kind in (${mailed})) as email,
        -- IN, not a correlated EXISTS: one hashed look-up per row instead of a sub-plan run per row.
        r.fan_id in (select s.user_id from push_subscriptions s) as pushable
      from recipients r
      left join notification_preferences pi on pi.user_id = r.fan_id and pi.kind = r.kind and pi.channel = 'in_app'
      left join notification_preferences pe on pe.user_id = r.fan_id and pe.kind = r.kind and pe.channel = 'email'
      where not exists (select 1 from notifications n where n.user_id = r.fan_id and n.dedupe_key = ${news.dedupeKey})
    ),
    wanted as (select * from chosen where in_app or email),
    inserted as (
      insert into notifications (id, user_id, kind, dedupe_key, data, href, read_at, mail_status, pushed_at)
      select ${rowId}, w.fan_id, w.kind, ${news.dedupeKey}, acts.data,
        ${gigHref(news.eventId)},
        case when w.in_app then null else now() end,
        case when w.email and w.kind in (${mailed}) then 'due' end,
        -- Pending for phone alerts only where there is a phone to alert: the other rows are written as
        -- done, so they skip the push-pending index and the push job never rewrites them.
        case when w.pushable and w.in_app then null else now() end
      from wanted w join acts on acts.act_key = coalesce(w.act, '') cross join ids
      on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
      returning user_id, read_at
    ),
    bells as (
      select (row_number() over () - 1) / ${TOPICS_PER_NOTIFY} as batch, 'user:' || user_id as topic
      from inserted where read_at is null
    ),
    told as (
      select count(pg_notify(${REALTIME_CHANNEL},
        json_build_object('topics', topics, 'event', ${NOTIFICATIONS_EVENT}::text)::text)) as n
      from (select json_agg(topic) as topics from bells group by batch) b
    )
    select (select count(*) from inserted)::int as written, (select n from told)::int as told`);
  const written = Number(result.rows[0]?.written ?? 0);
  // Phone alerts for the rows just written go out from the push job, asked for in this transaction.
  if (written > 0) await schedulePush(tx);
  return written;
}

type LineupPayload = { eventId: string; actorId: string | null; bands: string[] | null; artists: string[] | null };

const sameCity = (column: SQL, city: string) => sql`lower(btrim(${column})) = lower(btrim(${city}))`;

/** Followers of the news's acts, each once, naming the first act they follow in billing order. */
function followers(p: LineupPayload, gig: Gig, where: "in-city" | "elsewhere", kind: NotificationKind): SQL {
  const inCity = sql`exists (select 1 from fans c where c.user_id = f.fan_id and ${sameCity(sql`c.city`, gig.city)})`;
  return sql`
    select distinct on (f.fan_id) f.fan_id, ${kind}::text as kind, f.act
    from (
      select a.fan_id, b.name as act, l.position, l.id as line_id
      from event_lineup l
      join bands b on b.id = l.band_id
      join fan_band_activity a on a.band_id = l.band_id and a.following
      where l.event_id = ${p.eventId} and ${actFilter(sql`l.band_id`, p.bands)}
      union all
      select a.fan_id, coalesce(nullif(btrim(u.name), ''), 'Artist') as act, l.position, l.id as line_id
      from event_lineup l
      join users u on u.id = l.artist_id
      join fan_artist_activity a on a.artist_id = l.artist_id and a.following
      where l.event_id = ${p.eventId} and ${actFilter(sql`l.artist_id`, p.artists)}
    ) f
    where f.fan_id is distinct from ${p.actorId}::uuid
      and ${where === "in-city" ? inCity : sql`not ${inCity}`}
      -- A fan told their request was answered by this gig is not told of it twice.
      and not exists (select 1 from notifications n where n.user_id = f.fan_id and n.dedupe_key = ${`bring:${p.eventId}`})
    order by f.fan_id, f.position, f.line_id`;
}

/** Open Bring to My City requests for the gig's city on its (added) bands, each fan once (first band billed). */
const openRequests = (p: LineupPayload, gig: Gig) => sql`
  select distinct on (a.fan_id) a.fan_id, 'bring_answered'::text as kind, b.name as act
  from event_lineup l
  join bands b on b.id = l.band_id
  join fan_band_activity a on a.band_id = l.band_id and a.bring_to_my_city and a.bring_answered_at is null
    and ${sameCity(sql`a.bring_city`, gig.city)}
  where l.event_id = ${p.eventId} and ${actFilter(sql`l.band_id`, p.bands)}
    and a.fan_id is distinct from ${p.actorId}::uuid
  order by a.fan_id, l.position, l.id`;

/**
 * A gig published or its line-up edited. Own city first: one transaction writes the answered Bring
 * to My City requests and the followers in the gig's city (the important kind, mailed) and queues
 * their mails; it commits before the second writes the followers elsewhere in India, so with 100,000
 * followers the fans in the city hear first.
 */
const lineupJob: JobHandler = async (deps, job: Job) => {
  const p = job.payload as LineupPayload;
  if (p.bands?.length === 0 && p.artists?.length === 0) return;
  const db = deps.db.db;
  const gig = await readGig(db, p.eventId);
  if (!gig || gig.cancelled || !gig.upcoming) return;
  await db.transaction(async (tx) => {
    await fanOut(tx, {
      eventId: p.eventId,
      dedupeKey: `bring:${p.eventId}`,
      recipients: openRequests(p, gig),
    });
    await tx.execute(sql`
      update fan_band_activity a set bring_answered_at = now(), bring_answered_event_id = ${p.eventId}
      from event_lineup l
      where l.event_id = ${p.eventId} and ${actFilter(sql`l.band_id`, p.bands)} and a.band_id = l.band_id
        and a.bring_to_my_city and a.bring_answered_at is null and ${sameCity(sql`a.bring_city`, gig.city)}`);
    await fanOut(tx, {
      eventId: p.eventId,
      dedupeKey: `gig:${p.eventId}`,
      recipients: followers(p, gig, "in-city", "gig_in_your_city"),
    });
    await enqueue(tx, { kind: GIG_MAIL_JOB, key: `${job.key}:mails:0`, payload: { eventId: p.eventId, batch: 0 } });
  });
  await db.transaction(async (tx) => {
    // Picking each fan's first act sorts every follower; the default 4 MB spills 100,000 to disk.
    await tx.execute(sql`set local work_mem = '32MB'`);
    await fanOut(tx, {
      eventId: p.eventId,
      dedupeKey: `gig:${p.eventId}`,
      recipients: followers(p, gig, "elsewhere", "followed_act_gig"),
    });
    await enqueue(tx, { kind: TRIM_JOB, key: `${job.key}:trim`, payload: { eventId: p.eventId } });
  });
};

/**
 * The cap, after a fan-out: each fan of the gig (followers and askers of its acts, RSVPs) keeps the
 * newest MAX_NOTIFICATIONS_PER_USER; one set-based DELETE. Until it runs a fan may hold a few more.
 */
const trimJob: JobHandler = async (deps, job) => {
  const { eventId } = job.payload as { eventId: string };
  await deps.db.db.execute(
    keepNewestSql(sql`
      select a.fan_id from event_lineup l join fan_band_activity a on a.band_id = l.band_id
      where l.event_id = ${eventId} and (a.following or a.bring_to_my_city)
      union
      select a.fan_id from event_lineup l join fan_artist_activity a on a.artist_id = l.artist_id
      where l.event_id = ${eventId} and a.following
      union
      select user_id from event_rsvps where event_id = ${eventId}`),
  );
};

type RsvpPayload = { eventId: string; actorId: string | null };

const rsvpFans = (p: RsvpPayload, kind: NotificationKind) => sql`
  select r.user_id as fan_id, ${kind}::text as kind, null::text as act
  from event_rsvps r where r.event_id = ${p.eventId} and r.user_id is distinct from ${p.actorId}::uuid`;

/** An RSVP'd gig's time or place changed: each fan who RSVP'd hears of it once per save, as it now is. */
const changeJob: JobHandler = async (deps, job) => {
  const p = job.payload as RsvpPayload;
  const gig = await readGig(deps.db.db, p.eventId);
  // A gig cancelled since says so in its own notification.
  if (!gig || gig.cancelled) return;
  await deps.db.db.transaction(async (tx) => {
    await fanOut(tx, { eventId: p.eventId, dedupeKey: job.key, recipients: rsvpFans(p, "gig_changed") });
    await enqueue(tx, { kind: TRIM_JOB, key: `${job.key}:trim`, payload: { eventId: p.eventId } });
  });
};

/** An RSVP'd gig was cancelled: each fan who RSVP'd hears of it, once. */
const cancelledJob: JobHandler = async (deps, job) => {
  const p = job.payload as RsvpPayload;
  const gig = await readGig(deps.db.db, p.eventId);
  if (!gig?.cancelled) return;
  await deps.db.db.transaction(async (tx) => {
    await fanOut(tx, { eventId: p.eventId, dedupeKey: job.key, recipients: rsvpFans(p, "gig_cancelled") });
    await enqueue(tx, { kind: TRIM_JOB, key: `${job.key}:trim`, payload: { eventId: p.eventId } });
  });
};

export const gigNotificationJobs: Record<string, JobHandler> = {
  [LINEUP_JOB]: lineupJob,
  [CHANGE_JOB]: changeJob,
  [CANCELLED_JOB]: cancelledJob,
  [GIG_MAIL_JOB]: gigMailJob,
  [TRIM_JOB]: trimJob,
};
