import { readdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { threadTopic } from "@/shared/realtime-topics";
import { pngImage } from "./admin/testing";
import { createBand } from "./bands/testing";
import { isMessage, messageData, readEventStream } from "./realtime/testing";
import { createDataDir, freePort, getTestDatabase, startServer, TEST_AUTH_SECRET } from "./test";
import { startS3rver } from "./test/s3rver";

/**
 * Issue 15 item 3: two independent server processes on one PostgreSQL database and one S3 bucket
 * (each with its own empty DATA_DIR and its own pool) act as one app, as behind a load balancer.
 */
const database = await getTestDatabase();

describe("two server instances on one PostgreSQL and one bucket", () => {
  it.skipIf(!database.url)(
    "share sessions, uploads, realtime, rate limits and the XP duplicate window (PostgreSQL only: PGlite is one process's embedded database; set TEST_DATABASE_URL)",
    async () => {
      const s3 = await startS3rver("loudtribe-many");
      // One public address, as behind the proxy: both check the browser's Origin against it.
      const appUrl = `http://localhost:${await freePort()}`;
      const start = async () => {
        const port = await freePort();
        const dataDir = await createDataDir();
        const server = startServer({
          DATABASE_URL: database.url!,
          PORT: String(port),
          APP_URL: appUrl,
          DATA_DIR: dataDir,
          AUTH_SECRET: TEST_AUTH_SECRET,
          SEED_DEMO: "false",
          WEB_CONCURRENCY: "1",
          ...s3.env,
        });
        await server.waitForOutput(/LoudTribe is running/, 120_000);
        return { server, dataDir, url: `http://127.0.0.1:${port}` };
      };
      const [a, b] = await Promise.all([start(), start()]);
      const json = { "content-type": "application/json", origin: appUrl };
      try {
        // A session made on A works on B.
        const email = `many-${Date.now()}@example.test`;
        const password = "a-long-enough-password-42";
        const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ email, password, name: "Many" }),
        });
        expect(signUp.status).toBe(200);
        const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ email, password }),
        });
        expect(signIn.status).toBe(200);
        const cookie = signIn.headers
          .getSetCookie()
          .map((line) => line.split(";")[0])
          .join("; ");
        const meOnB = await fetch(`${b.url}/api/me`, { headers: { cookie } });
        expect(meOnB.status).toBe(200);
        expect(((await meOnB.json()) as { user: { email: string } }).user.email).toBe(email);

        // An upload through A is served by B (B's own DATA_DIR has no uploads: it reads the bucket).
        const form = new FormData();
        form.append("file", new File([new Uint8Array(await pngImage(300, 300))], "me.png", { type: "image/png" }));
        const avatar = await fetch(`${a.url}/api/me/avatar`, {
          method: "POST",
          headers: { cookie, origin: appUrl },
          body: form,
        });
        expect(avatar.status).toBe(200);
        const avatarUrl = ((await avatar.json()) as { user: { avatarUrl: string } }).user.avatarUrl;
        expect(avatarUrl).toMatch(/^\/media\/user-avatars\//);
        const fromA = Buffer.from(await (await fetch(`${a.url}${avatarUrl}`)).arrayBuffer());
        const fromB = await fetch(`${b.url}${avatarUrl}`);
        expect(fromB.status).toBe(200);
        expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);
        expect(readdirSync(b.dataDir)).not.toContain("uploads");
        expect(readdirSync(path.join(s3.directory, s3.bucket)).length).toBeGreaterThan(0);

        // A post on A reaches an SSE client on B; the same fan posting on B within 60 s is not paid
        // again (the XP duplicate window lives in the database, not in a process).
        const band = await createBand(database.db);
        const topic = threadTopic("band", band.id);
        const events = await fetch(`${b.url}/api/realtime?topics=${encodeURIComponent(topic)}`, {
          headers: { cookie },
        });
        expect(events.status).toBe(200);
        const stream = readEventStream(events);
        try {
          await stream.next((frame) => frame.event === "ready");
          const post = (server: { url: string }, content: string) =>
            fetch(`${server.url}/api/threads/band/${band.id}/posts`, {
              method: "POST",
              headers: { ...json, cookie },
              body: JSON.stringify({ content }),
            });
          const first = await post(a, "Posted through instance A");
          expect(first.status).toBe(201);
          const created = (await first.json()) as { post: { id: string }; xp: { awarded: boolean } };
          expect(created.xp.awarded).toBe(true);
          const frame = await stream.next(isMessage(topic, "post-created"));
          expect(messageData(frame).data).toMatchObject({ postId: created.post.id });

          // The per-user burst limit (one post in 5 s) counts A's post on B …
          const tooFast = await post(b, "Posted through instance B");
          expect(tooFast.status).toBe(429);
          // … and once its window is over, B takes the post but the XP window (60 s) still holds.
          await sleep(Number(tooFast.headers.get("retry-after")) * 1000 + 200);
          const second = await post(b, "Posted through instance B");
          expect(second.status).toBe(201);
          expect(((await second.json()) as { xp: unknown }).xp).toEqual({ awarded: false, reason: "duplicate_window" });
        } finally {
          await stream.close();
        }

        // Rate limits count across both: 5 reset mails per mailbox per 30 min, asked alternately.
        const mailbox = `limit-${Date.now()}@example.test`;
        const statuses: number[] = [];
        for (const server of [a, b, a, b, a, b]) {
          const res = await fetch(`${server.url}/api/auth/request-password-reset`, {
            method: "POST",
            headers: json,
            body: JSON.stringify({ email: mailbox }),
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      } finally {
        await Promise.all([a.server.stop(), b.server.stop()]);
      }
    },
    300_000,
  );
});
