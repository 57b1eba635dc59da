import type { Auth } from "./auth/auth";
import type { SessionUser } from "./auth/guards";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { FifoGate } from "./lib/fifo-gate";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { SharedReadCache } from "./middleware/shared-read-cache";
import type { Storage } from "./storage";

/** What every request handler can reach. Built once at start-up (or per test) and passed in. */
export interface AppDeps {
  env: Env;
  db: DatabaseHandle;
  logger: Logger;
  /** Uploaded and generated files (DATA_DIR/uploads or the S3 bucket), served at /media. */
  storage: Storage;
  mailer: Mailer;
  auth: Auth;
  /** Folder of the built web app (dist/web); absent in API tests. */
  webRoot?: string;
  /** Turns for API requests on the embedded database (absent on PostgreSQL or when switched off). */
  dbQueue?: FifoGate;
  /** Public reads that are the same for everyone, reused for READ_CACHE_MS (absent when 0). */
  readCache?: SharedReadCache;
  /** The server renderer module; default: the one built next to webRoot (dist/web-renderer/entry-server.js). */
  ssrEntry?: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** The signed-in user, read once per request by getSessionUser (null: signed out). */
    sessionUser: SessionUser | null;
  };
}
