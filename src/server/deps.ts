import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAuth } from "./auth/auth";
import type { AppDeps } from "./context";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { createMailer, defaultFromAddress, type Mailer } from "./mail/mailer";
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
  const mailer =
    input.mailer ??
    createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, from: defaultFromAddress(env.APP_URL), logger });
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
    },
  });
  return {
    env,
    db,
    logger,
    storage: createStorage(env.DATA_DIR),
    mailer,
    auth,
    webRoot: input.webRoot,
    ssrEntry: input.ssrEntry,
  };
}
