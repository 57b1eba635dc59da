import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed link in every notification mail: it names the user and what to stop ('digest' or a
 * kind) and works signed out. HMAC-SHA256 with the server's AUTH_SECRET; no expiry, as
 * unsubscribe links in old mails must keep working.
 */
const sign = (secret: string, body: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${body}`).digest("base64url");

export function unsubscribeToken(secret: string, userId: string, what: string): string {
  const body = Buffer.from(`${userId}:${what}`, "utf8").toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

/** What a token asks to stop, or null when it was not signed by us. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; what: string } | null {
  const [body, signature] = token.split(".");
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, what] = Buffer.from(body, "base64url").toString("utf8").split(":");
  return userId && what ? { userId, what } : null;
}
