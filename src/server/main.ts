import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { printBanner } from "./banner";
import { type Booted, bootstrap } from "./bootstrap";
import { DataDirInUseError } from "./db/lock";
import { ConfigError, loadEnv } from "./env";
import { projectRoot } from "./paths";

// WEB_ROOT lets several checkouts' builds (or parallel test runs) be served side by side.
const webRoot = process.env.WEB_ROOT ? path.resolve(process.env.WEB_ROOT) : path.join(projectRoot, "dist", "web");

async function main() {
  let booted: Booted;
  try {
    booted = await bootstrap(loadEnv(), { webRoot });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(`LoudTribe cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { deps, summary } = booted;
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: deps.env.PORT }, () => printBanner(deps, summary));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, "shutting down");
    server.close();
    await booted.shutdown();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `LoudTribe cannot start: port ${deps.env.PORT} is already in use. Set PORT to use another one.`
        : `LoudTribe cannot start: ${error.message}`,
    );
    void booted.shutdown().finally(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error("LoudTribe failed to start:", error);
  process.exit(1);
});
