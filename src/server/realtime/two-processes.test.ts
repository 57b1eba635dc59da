import { describe, expect, it } from "vitest";
import { userTopic } from "@/shared/realtime-topics";
import { createDataDir, freePort, getTestDatabase, startServer, TEST_AUTH_SECRET } from "../test";
import { isMessage, messageData, readEventStream } from "./testing";

/**
 * Several server processes on one PostgreSQL: an award made through one must reach a browser
 * connected to another (each process LISTENs; NOTIFY goes to all of them).
 */
const database = await getTestDatabase();

describe("realtime across server processes", () => {
  it.skipIf(!database.url)(
    "an award made through process A reaches an SSE client of process B (PostgreSQL only: PGlite is one process's embedded database)",
    async () => {
      const [portA, portB] = [await freePort(), await freePort()];
      const start = async (port: number) => {
        const server = startServer({
          DATABASE_URL: database.url!,
          PORT: String(port),
          APP_URL: `http://localhost:${port}`,
          DATA_DIR: await createDataDir(),
          AUTH_SECRET: TEST_AUTH_SECRET,
          SEED_DEMO: "false",
        });
        await server.waitForOutput(/LoudTribe is running/, 90_000);
        return server;
      };
      const [a, b] = await Promise.all([start(portA), start(portB)]);
      const urlA = `http://localhost:${portA}`;
      const urlB = `http://localhost:${portB}`;

      // A real account, signed in through A's HTTP like a browser would.
      const email = `two-processes-${Date.now()}@example.test`;
      const password = "a-long-enough-password-42";
      const json = { "content-type": "application/json", origin: urlA };
      const signUp = await fetch(`${urlA}/api/auth/sign-up/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email, password, name: "Two" }),
      });
      expect(signUp.status).toBe(200);
      const signIn = await fetch(`${urlA}/api/auth/sign-in/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(200);
      const { user } = (await signIn.json()) as { user: { id: string } };
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");

      const response = await fetch(`${urlB}/api/realtime`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const stream = readEventStream(response);
      try {
        await stream.next((frame) => frame.event === "ready");
        const mission = await fetch(`${urlA}/api/xp/mission`, { method: "POST", headers: { cookie, origin: urlA } });
        expect(((await mission.json()) as { xp: { awarded: boolean } }).xp.awarded).toBe(true);
        const frame = await stream.next(isMessage(userTopic(user.id), "xp"));
        // Sign-up paid 'Email Registration' (10), the mission 5.
        expect(messageData(frame).data).toMatchObject({
          xpPoints: 15,
          awards: [{ action: "Read mission", points: 5 }],
        });
      } finally {
        await stream.close();
        await Promise.all([a.stop(), b.stop()]);
      }
    },
    180_000,
  );
});
