import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { imageForm, pngImage } from "../admin/testing";
import { onTestFileEnd } from "../test/cleanup";
import { createDataDir } from "../test/database";
import { freePort, startServer } from "../test/server-process";

/** Issue 15 item 5: npm run backup / npm run restore for the embedded default. */
const root = fileURLToPath(new URL("../../..", import.meta.url));
const ADMIN = { ADMIN_EMAIL: "root@backup.example", ADMIN_PASSWORD: "backup-test-password" };

/** Runs one of the npm scripts' files the way npm does (async: never block the loop while servers run). */
async function run(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, output };
}

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onTestFileEnd(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function signIn(base: string) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("npm run backup / npm run restore (embedded database)", () => {
  it("backs up a running server's database and uploads, and restores them into a new DATA_DIR that starts", async () => {
    const dataDir = await createDataDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: "false", ...ADMIN };
    const server = startServer(env);
    await server.waitForOutput(/LoudTribe is running at/, 200_000);

    const cookie = await signIn(base);
    const image = await pngImage(64, 48);
    const uploaded = await fetch(`${base}/api/uploads/band-image`, {
      method: "POST",
      headers: { cookie, origin: base },
      body: imageForm(image),
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const original = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());

    // While the server runs and holds the data directory.
    const backups = tempDir("loudtribe-backups-");
    const backup = await run("scripts/backup.ts", [backups], env);
    expect(backup.output).toContain("database copied by the running server, 1 uploads");
    expect(backup.code).toBe(0);
    const [archive] = readdirSync(backups);
    expect(archive).toMatch(/^loudtribe-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(statSync(path.join(backups, archive!)).mode & 0o077).toBe(0);
    // The server is untouched by it.
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    await server.stop();

    const restored = path.join(tempDir("loudtribe-restore-"), "data");
    const restore = await run("scripts/restore.ts", [path.join(backups, archive!)], { DATA_DIR: restored });
    expect(restore.output).toContain("Restored: the database and 1 uploads");
    expect(restore.code).toBe(0);

    // Started on the restored folder (without ADMIN_*: the account must come from the backup).
    const port2 = await freePort();
    const base2 = `http://127.0.0.1:${port2}`;
    const again = startServer({ DATA_DIR: restored, PORT: String(port2), SEED_DEMO: "false" });
    await again.waitForOutput(/LoudTribe is running at/, 200_000);
    // The session made before the backup is still good (the auth secret came along) …
    const me = await fetch(`${base2}/api/me`, { headers: { cookie, origin: base2 } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ADMIN.ADMIN_EMAIL);
    // … the account signs in with its password, and the upload is served byte for byte.
    await signIn(base2);
    const served = await fetch(`${base2}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
    await again.stop();
  });

  // createDataDir copies the PGlite test template; on the PostgreSQL run there is none to copy, and
  // the embedded database's backup is what this covers (the PGlite run of the suite tests it).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))("backs up a stopped server's data directory itself", async () => {
    const dataDir = await createDataDir();
    mkdirSync(path.join(dataDir, "uploads", "band-assets"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", "band-assets", "half.webp.partial"), "half-written");
    const file = path.join(tempDir("loudtribe-backups-"), "site.tar.gz");
    const backup = await run("scripts/backup.ts", [file], { DATA_DIR: dataDir });
    expect(backup.output).toContain("database copied by the data directory, 0 uploads");
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);
    // The lock it took is released.
    expect(existsSync(path.join(dataDir, "loudtribe.lock"))).toBe(false);
  });

  it("refuses to restore into a DATA_DIR that is not empty, saying so", async () => {
    const dataDir = tempDir("loudtribe-full-");
    writeFileSync(path.join(dataDir, "auth-secret"), "keep me\n");
    const restore = await run("scripts/restore.ts", ["no-such-backup.tar.gz"], { DATA_DIR: dataDir });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(
      `Restore failed: ${dataDir} is not empty (auth-secret). npm run restore only fills an empty DATA_DIR`,
    );
  });
});
