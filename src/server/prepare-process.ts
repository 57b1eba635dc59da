// The first start's preparation in a process of its own (started by prepare.ts prepareInChildProcess):
// receives the server's settings, opens the database, prepares it, closes it, answers and exits, so
// what preparing used is given back to the OS instead of staying in the server.
import { openDatabase } from "./db/client";
import type { Env } from "./env";
import { createLogger } from "./logger";
import { databaseOptions, type PrepareReply, prepareDatabase } from "./prepare";
import { createStorage } from "./storage";

// The server stopped (Ctrl+C, a crash): stop too. The seed's transaction has not committed, so
// the next start seeds again from scratch.
process.once("disconnect", () => process.exit(1));
process.once("message", (env: Env) => void prepare(env));

async function prepare(env: Env) {
  const logger = createLogger(env.LOG_LEVEL);
  let reply: PrepareReply;
  try {
    // No data dir lock here: the server that started this process holds it and waits for it.
    const db = await openDatabase(databaseOptions(env));
    try {
      reply = { ok: true, demo: await prepareDatabase(env, { db, logger, storage: createStorage(env) }) };
      logger.info({ pid: process.pid }, "first start: database prepared in its own process");
    } finally {
      await db.close();
    }
  } catch (error) {
    logger.error({ err: error }, "preparing the database failed");
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  process.send!(reply, () => process.exit(reply.ok ? 0 : 1));
}
