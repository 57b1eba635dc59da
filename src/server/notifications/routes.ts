import { INVALID_UNSUBSCRIBE_LINK, NOTIFICATION_NOT_FOUND, routes } from "@/shared/contract/notifications";
import { DIGEST_KIND, NOTIFICATION_KINDS } from "@/shared/notifications";
import { requireUser, signedIn } from "../auth/guards";
import { notFound, unprocessable } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { readCursor, timeCursorSchema, toPage } from "../lib/pagination";
import { loadPreferences, savePreferences, stopMails } from "./preferences";
import { presentNotification } from "./presenter";
import { listNotifications, markAllRead, markRead, unreadCount } from "./service";
import { readUnsubscribeToken } from "./unsubscribe";

/** /api/notifications: every route reads or changes the session user's own rows only (README.md). */
export function notificationRoutes() {
  const router = createRouter();
  router.openapi(routes.listNotifications, async (c) => {
    const user = await requireUser(c);
    const { cursor, limit } = c.req.valid("query");
    const rows = await listNotifications(c.get("deps").db.db, user.id, {
      cursor: readCursor(cursor, timeCursorSchema),
      limit,
    });
    return c.json(
      toPage(rows, limit, presentNotification, (row) => ({ t: row.sortTime, id: row.id })),
      200,
    );
  });
  router.openapi(routes.getUnreadCount, async (c) => {
    const user = await requireUser(c);
    return c.json({ unread: await unreadCount(c.get("deps").db.db, user.id) }, 200);
  });
  router.openapi({ ...routes.markAllNotificationsRead, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const db = c.get("deps").db.db;
    await markAllRead(db, user.id);
    return c.json({ unread: await unreadCount(db, user.id) }, 200);
  });
  router.openapi({ ...routes.markNotificationRead, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const db = c.get("deps").db.db;
    if (!(await markRead(db, user.id, c.req.valid("param").id))) throw notFound(NOTIFICATION_NOT_FOUND);
    return c.json({ unread: await unreadCount(db, user.id) }, 200);
  });
  router.openapi(routes.getPreferences, async (c) => {
    const user = await requireUser(c);
    return c.json(await loadPreferences(c.get("deps").db.db, user.id), 200);
  });
  router.openapi({ ...routes.updatePreferences, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    return c.json(await savePreferences(c.get("deps").db.db, user.id, c.req.valid("json")), 200);
  });
  // No session: the signed token says whose mails stop (it works from any mail client, signed out).
  router.openapi(routes.unsubscribe, async (c) => {
    const deps = c.get("deps");
    const named = readUnsubscribeToken(deps.env.AUTH_SECRET, c.req.valid("query").token);
    const kind = named && (named.what === DIGEST_KIND ? DIGEST_KIND : NOTIFICATION_KINDS.find((k) => k === named.what));
    if (!named || !kind) throw unprocessable(INVALID_UNSUBSCRIBE_LINK, { token: [INVALID_UNSUBSCRIBE_LINK] });
    await stopMails(deps.db.db, named.userId, kind);
    return c.json({ stopped: kind }, 200);
  });
  return router;
}
