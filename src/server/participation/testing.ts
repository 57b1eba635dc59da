/** Helpers for the participation API tests: requests as a user (or a visitor) and quota resets. */
import { sql } from "drizzle-orm";
import type { TestUser } from "../auth/testing";
import type { Database } from "../db/client";
import type { TestApp } from "../test";

export type Answer = { status: number; body: any; headers: Headers };

/** JSON request as `user` (a visitor when undefined); the answer's body parsed when it is JSON. */
export async function call(t: TestApp, method: string, url: string, user?: TestUser, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { ...(user?.headers ?? {}) };
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await t.app.request(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (e.g. an .ics file): keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A multipart upload of one `file` part. */
export async function upload(
  t: TestApp,
  url: string,
  user: TestUser | undefined,
  file: Blob,
  name = "photo.jpg",
): Promise<Answer> {
  const form = new FormData();
  form.append("file", file, name);
  const res = await t.app.request(url, { method: "POST", headers: user?.headers ?? {}, body: form });
  return { status: res.status, body: await res.json().catch(() => undefined), headers: res.headers };
}

/** Forgets every rate-limit window, so a test can post again at once. */
export async function resetRateLimits(db: Database) {
  await db.execute(sql`delete from rate_limits`);
}
