import type { PushPayload } from "@/shared/notifications";

/** What the service worker shows for a push, and where a tap leads. */
export type PhoneAlert = { title: string; body: string; url: string; tag: string; notificationId: string | null };

const FALLBACK: PhoneAlert = {
  title: "LoudTribe",
  body: "You have a new notification",
  url: "/notifications",
  tag: "notifications",
  notificationId: null,
};

/**
 * Reads the server's payload (src/server/notifications/push/send.ts). Anything odd still shows an
 * alert (browsers penalise a push that shows none) and opens /notifications. Only paths on this
 * site are opened: a payload never sends the fan to another site.
 */
export function readPushPayload(text: string | null | undefined): PhoneAlert {
  let data: Partial<PushPayload & { id: string }>;
  try {
    data = JSON.parse(text ?? "") as Partial<PushPayload & { id: string }>;
  } catch {
    return FALLBACK;
  }
  if (!data || typeof data !== "object") return FALLBACK;
  const str = (value: unknown, fallback: string) => (typeof value === "string" && value ? value : fallback);
  const url = str(data.url, FALLBACK.url);
  return {
    title: str(data.title, FALLBACK.title),
    body: str(data.body, FALLBACK.body),
    url: url.startsWith("/") && !url.startsWith("//") ? url : FALLBACK.url,
    tag: str(data.tag, FALLBACK.tag),
    notificationId: typeof data.id === "string" && /^[0-9a-f-]{36}$/i.test(data.id) ? data.id : null,
  };
}
