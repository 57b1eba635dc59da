import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";

/** What every request handler can reach. Built once at start-up (or per test) and passed in. */
export interface AppDeps {
  env: Env;
  db: DatabaseHandle;
  logger: Logger;
  /** Folder of the built web app (dist/web); absent in API tests. */
  webRoot?: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
  };
}
