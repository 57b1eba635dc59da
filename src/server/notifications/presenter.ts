import type { NotificationItem } from "@/shared/contract/notifications";
import { displayNameFor } from "@/shared/display-name";
import { type NotificationData, type NotificationKind, notificationMessage } from "@/shared/notifications";
import type { NotificationRow } from "./service";

/** A row as the list shows it: worded on the server, with the last actor's public name and avatar only. */
export function presentNotification(row: NotificationRow): NotificationItem {
  const actor = row.actor?.id ? row.actor : null;
  const actorName = actor ? displayNameFor(actor) : "";
  const kind = row.kind as NotificationKind;
  const message = notificationMessage({
    kind,
    data: row.data as NotificationData[typeof kind],
    actorName,
    otherActors: Math.max(0, Number(row.actorCount) - 1),
  } as Parameters<typeof notificationMessage>[0]);
  return {
    id: row.id,
    kind,
    message,
    href: row.href,
    actor: actor ? { id: actor.id, name: actorName, avatarUrl: actor.avatarUrl } : null,
    read: row.readAt !== null,
    at: row.latestAt.toISOString(),
  };
}
