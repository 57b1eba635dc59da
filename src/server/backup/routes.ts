import { createHmac, timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { HttpError, notFound } from "../lib/errors";

/** Where `npm run backup` asks a running server for its database (PGlite only). */
export const DATABASE_DUMP_PATH = "/internal/backup/database";

/**
 * The token of the dump route: derived from AUTH_SECRET, so whoever runs `npm run backup` with the
 * server's settings (or can read DATA_DIR/auth-secret, i.e. the data itself) has it, and nobody else.
 */
export const backupToken = (authSecret: string) =>
  createHmac("sha256", authSecret).update("loudtribe database dump").digest("base64url");

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function fromLoopback(c: Parameters<typeof getConnInfo>[0]): boolean {
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? "");
  } catch {
    return false;
  }
}

/**
 * GET /internal/backup/database: the embedded database's data directory as a tar, copied by the
 * process that holds it (docs/decisions/scale.md, "Backups"). A 404 on PostgreSQL, and to anything
 * but a loopback caller bearing the backup token; never behind the API's contract (not a public route).
 */
export function backupRoutes() {
  const router = new Hono<AppEnv>();
  router.get(DATABASE_DUMP_PATH, async (c) => {
    const { db, env } = c.get("deps");
    if (!db.dumpDataDir || !fromLoopback(c)) throw notFound("Not found");
    const given = Buffer.from(c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1] ?? "");
    const expected = Buffer.from(backupToken(env.AUTH_SECRET));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(401, "unauthorized", "A valid backup token is required.");
    }
    const dump = await db.dumpDataDir();
    c.header("Content-Type", "application/x-tar");
    c.header("Cache-Control", "no-store");
    return c.body(dump.stream());
  });
  return router;
}
