import { eq, sql } from "drizzle-orm";
import type { NotificationPreferences } from "@/shared/contract/notifications";
import {
  DEFAULT_DIGEST,
  DIGEST_KIND,
  defaultPreference,
  KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  PREFERENCE_CHANNELS,
} from "@/shared/notifications";
import type { Database, DbOrTx } from "../db/client";
import { notificationPreferences } from "../db/schema";

/** The user's switches: their rows over the defaults. */
export async function loadPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .select({
      kind: notificationPreferences.kind,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const set = new Map(rows.map((r) => [`${r.kind}:${r.channel}`, r.enabled]));
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      label: KIND_LABELS[kind],
      in_app: set.get(`${kind}:in_app`) ?? defaultPreference(kind, "in_app"),
      email: set.get(`${kind}:email`) ?? defaultPreference(kind, "email"),
    })),
    digest: set.get(`${DIGEST_KIND}:email`) ?? DEFAULT_DIGEST,
  };
}

type Change = { kinds?: { kind: NotificationKind; in_app: boolean; email: boolean }[]; digest?: boolean };

/** Stores the switches sent (one upsert); a later change of a default still reaches those who never touched it. */
export async function savePreferences(db: Database, userId: string, change: Change): Promise<NotificationPreferences> {
  const values = [
    ...(change.kinds ?? []).flatMap((k) =>
      PREFERENCE_CHANNELS.map((channel) => ({ userId, kind: k.kind, channel, enabled: k[channel] })),
    ),
    ...(change.digest === undefined
      ? []
      : [{ userId, kind: DIGEST_KIND, channel: "email" as const, enabled: change.digest }]),
  ];
  if (values.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(values)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
        set: { enabled: sql`excluded.enabled` },
      });
  }
  return loadPreferences(db, userId);
}

/** An unsubscribe link: the digest, or one kind's e-mails, off (an account since deleted changes nothing). */
export async function stopMails(db: Database, userId: string, kind: string) {
  await db.execute(sql`
    insert into notification_preferences (user_id, kind, channel, enabled)
    select id, ${kind}, 'email', false from users where id = ${userId}
    on conflict (user_id, kind, channel) do update set enabled = false`);
}
