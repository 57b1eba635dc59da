/**
 * /api/notifications: the signed-in user's own notifications (issue 13). Every route acts on the
 * session's user; none takes a user id, and another user's notification is a 404. Served by
 * src/server/notifications; decisions in docs/decisions/notifications.md.
 */
import { NOTIFICATION_KINDS } from "../notifications";
import { defineRoute, jsonContent, pageOf, z } from "./define";
import { pageQuery, uuidPathParam } from "./params";

export const NOTIFICATION_NOT_FOUND = "Notification not found";
const tags: ["Notifications"] = ["Notifications"];
const notificationParams = uuidPathParam("id", "Notification ID is required", NOTIFICATION_NOT_FOUND);

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** The sentence to show ('Ananya and 2 others commented on your post'). */
    message: z.string(),
    /** The page it opens; null when there is none. */
    href: z.string().nullable(),
    /** Who acted last (the avatar to show), when someone did. */
    actor: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
    read: z.boolean(),
    /** When it last changed (a grouped one moves up with each new event); ISO instant. */
    at: z.string(),
  })
  .openapi("Notification");
export type NotificationItem = z.infer<typeof notificationSchema>;

const unreadSchema = z.object({ unread: z.number().int() }).openapi("UnreadNotifications");

export const listNotifications = defineRoute({
  method: "get",
  path: "/api/notifications",
  tags,
  summary: "The signed-in user's notifications, newest first, a page at a time (cursor)",
  request: { query: z.object(pageQuery(20)) },
  responses: { 200: jsonContent(pageOf(notificationSchema).openapi("NotificationPage"), "A page of notifications") },
  errors: [401, 422],
});

export const getUnreadCount = defineRoute({
  method: "get",
  path: "/api/notifications/unread-count",
  tags,
  summary: "How many of the signed-in user's notifications are unread (the header bell's badge)",
  responses: { 200: jsonContent(unreadSchema, "The unread count") },
  errors: [401],
});

export const markNotificationRead = defineRoute({
  method: "post",
  path: "/api/notifications/{id}/read",
  tags,
  summary: "Mark one of your notifications as read (opening it does)",
  request: { params: notificationParams },
  responses: { 200: jsonContent(unreadSchema, "The unread count after it") },
  errors: [401, 404, 422],
});

export const markAllNotificationsRead = defineRoute({
  method: "post",
  path: "/api/notifications/read-all",
  tags,
  summary: "Mark all your notifications as read",
  responses: { 200: jsonContent(unreadSchema, "The unread count after it (0)") },
  errors: [401],
});

const switchesSchema = z.object({ in_app: z.boolean(), email: z.boolean(), push: z.boolean() });

export const preferencesSchema = z
  .object({
    /** Per kind, the in-app, e-mail and phone-alert (push) switches. */
    kinds: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), label: z.string(), ...switchesSchema.shape })),
    /** The daily e-mail digest (9:00 IST) of what is new and unread. */
    digest: z.boolean(),
  })
  .openapi("NotificationPreferences");
export type NotificationPreferences = z.infer<typeof preferencesSchema>;

export const preferencesBodySchema = z
  .object({
    kinds: z
      .array(
        z.object({
          kind: z.enum(NOTIFICATION_KINDS),
          in_app: z.boolean(),
          email: z.boolean(),
          /** Left out: the phone-alert switch stays as it is. */
          push: z.boolean().optional(),
        }),
      )
      .max(NOTIFICATION_KINDS.length)
      .optional(),
    digest: z.boolean().optional(),
  })
  .openapi("NotificationPreferencesChange");
export type NotificationPreferencesChange = z.infer<typeof preferencesBodySchema>;

export const getPreferences = defineRoute({
  method: "get",
  path: "/api/notifications/preferences",
  tags,
  summary: "The signed-in user's notification switches (defaults where they changed nothing)",
  responses: { 200: jsonContent(preferencesSchema, "Every kind's switches and the digest") },
  errors: [401],
});

export const updatePreferences = defineRoute({
  method: "put",
  path: "/api/notifications/preferences",
  tags,
  summary: "Change some of the signed-in user's notification switches",
  request: { body: { content: { "application/json": { schema: preferencesBodySchema } }, required: true } },
  responses: { 200: jsonContent(preferencesSchema, "The switches after the change") },
  errors: [401, 415, 422],
});

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid.";

export const unsubscribe = defineRoute({
  method: "post",
  path: "/api/notifications/unsubscribe",
  tags,
  summary:
    "Stop the mails a signed link names (the digest or one kind), signed in or not; RFC 8058 one-click (List-Unsubscribe-Post) posts here",
  request: {
    query: z.object({ token: z.string().trim().min(1, INVALID_UNSUBSCRIBE_LINK).max(500, INVALID_UNSUBSCRIBE_LINK) }),
  },
  responses: { 200: jsonContent(z.object({ stopped: z.string() }).openapi("Unsubscribed"), "What was stopped") },
  errors: [415, 422],
});

// Phone alerts (Web Push): the server's public key and this user's devices.

export const PUSH_SUBSCRIPTION_NOT_FOUND = "Device not found";
export const PUSH_SERVICE_REFUSED =
  "This browser's push service is not one LoudTribe can send to. Try Chrome, Firefox, Edge or Safari.";

export const pushKeySchema = z
  .object({
    /** The VAPID public key (URL-safe base64) to pass to pushManager.subscribe as applicationServerKey. */
    publicKey: z.string(),
  })
  .openapi("PushKey");

export const pushDeviceSchema = z
  .object({
    id: z.string(),
    /** 'Chrome on Android': what the device looked like when alerts were turned on. */
    label: z.string(),
    /** The push service address of the device; the page compares it with its own to find "this device". */
    endpoint: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string(),
  })
  .openapi("PushDevice");
export type PushDevice = z.infer<typeof pushDeviceSchema>;

const base64Url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be URL-safe base64`)
    .min(min, `${what} is too short`)
    .max(max, `${what} is too long`);

/** What the browser's PushSubscription.toJSON() gives (expirationTime and other extras are ignored). */
export const pushSubscriptionBodySchema = z
  .object({
    endpoint: z.url({ error: "endpoint must be a URL" }).max(1000, "endpoint is too long"),
    keys: z.object(
      { p256dh: base64Url("keys.p256dh", 80, 100), auth: base64Url("keys.auth", 16, 32) },
      { error: "keys are required" },
    ),
  })
  .openapi("PushSubscriptionInput");
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionBodySchema>;

export const getPushKey = defineRoute({
  method: "get",
  path: "/api/notifications/push/key",
  tags,
  summary: "The server's VAPID public key, which browsers subscribe to phone alerts with",
  responses: { 200: jsonContent(pushKeySchema, "The public key") },
});

export const listPushDevices = defineRoute({
  method: "get",
  path: "/api/notifications/push/subscriptions",
  tags,
  summary: "The signed-in user's devices with phone alerts on, newest first",
  responses: { 200: jsonContent(z.array(pushDeviceSchema).openapi("PushDevices"), "The devices") },
  errors: [401],
});

export const addPushDevice = defineRoute({
  method: "post",
  path: "/api/notifications/push/subscriptions",
  tags,
  summary:
    "Turn phone alerts on for this browser: store its push subscription (again for the same endpoint: updated, and moved to this user)",
  request: { body: { content: { "application/json": { schema: pushSubscriptionBodySchema } }, required: true } },
  responses: { 201: jsonContent(pushDeviceSchema, "The device") },
  errors: [401, 415, 422],
});

export const removePushDevice = defineRoute({
  method: "delete",
  path: "/api/notifications/push/subscriptions/{id}",
  tags,
  summary: "Turn phone alerts off for one of your devices",
  request: { params: uuidPathParam("id", "Device ID is required", PUSH_SUBSCRIPTION_NOT_FOUND) },
  responses: { 204: { description: "Removed" } },
  errors: [401, 404, 422],
});

export const routes = {
  listNotifications,
  getUnreadCount,
  markNotificationRead,
  markAllNotificationsRead,
  getPreferences,
  updatePreferences,
  unsubscribe,
  getPushKey,
  listPushDevices,
  addPushDevice,
  removePushDevice,
};
