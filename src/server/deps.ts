import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAuth } from "./auth/auth";
import type { AppDeps } from "./context";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import { createFifoGate } from "./lib/fifo-gate";
import type { Logger } from "./logger";
import { countedMailer, createMailer, defaultFromAddress, type Mailer } from "./mail/mailer";
import { setGaugeSources } from "./metrics/registry";
import { createSharedReadCache } from "./middleware/shared-read-cache";
import { openRealtimeStreamCount } from "./realtime/routes";
import { payReferralOnConfirmation } from "./referrals/service";
import { createStorage } from "./storage";
import { award } from "./xp/engine";

export interface DepsInput {
  env: Env;
  db: DatabaseHandle;
  logger: Logger;
  webRoot?: string;
  /** The server renderer module (tests point it at the source, src/web/entry-server.tsx). */
  ssrEntry?: string;
  /** Tests swap in a mailer that records or sends to their SMTP server. */
  mailer?: Mailer;
}

/** The one place the app's services are wired together, for `npm start` and for tests alike. */
export function buildDeps(input: DepsInput): AppDeps {
  const { env, db, logger } = input;
  const mailer = countedMailer(
    input.mailer ??
      createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, from: defaultFromAddress(env.APP_URL), logger }),
  );
  setGaugeSources({
    sseConnections: openRealtimeStreamCount,
    pool: () => db.poolStats?.(),
    queuedJobs: async () => {
      const { rows } = await db.executeSql(
        "select count(*)::int as n from pgboss.job where state in ('created', 'retry')",
      );
      return Number(rows[0]?.n ?? 0);
    },
  });
  const auth = createAuth({
    db: db.db,
    env,
    mailer,
    logger,
    hooks: {
      // 'Create Account' in the old product: the server pays it once per new account.
      onAccountCreated: async (userId) => {
        await award(db.db, logger, userId, XP_ACTIONS.emailRegistration, { subjectKey: "account", ignoreWindow: true });
      },
      // A referrer is paid when the friend confirms the address, not when it is typed (issue 16).
      onEmailVerified: async (userId) => {
        await payReferralOnConfirmation({ db, logger }, userId);
      },
    },
  });
  return {
    env,
    db,
    logger,
    storage: createStorage(env),
    mailer,
    auth,
    webRoot: input.webRoot,
    dbQueue:
      db.driver === "pglite" && env.DB_QUEUE_WAIT_MS > 0
        ? createFifoGate({
            concurrency: EMBEDDED_DB_TURNS,
            maxQueue: EMBEDDED_DB_QUEUE,
            maxWaitMs: env.DB_QUEUE_WAIT_MS,
          })
        : undefined,
    readCache:
      env.READ_CACHE_MS > 0
        ? createSharedReadCache({ ttlMs: env.READ_CACHE_MS, maxEntries: READ_CACHE_ENTRIES })
        : undefined,
    ssrEntry: input.ssrEntry,
  };
}

// PGlite answers one query at a time on this thread; a few requests in flight keep it busy while
// one of them waits on something else (a file, a password hash), more only lengthen everyone's wait.
const EMBEDDED_DB_TURNS = 4;
// Beyond this many waiting, a new request could not get its turn within the wait limit anyway.
const EMBEDDED_DB_QUEUE = 200;
// Distinct band-list pages and search texts kept; each is a few KB.
const READ_CACHE_ENTRIES = 1_000;
