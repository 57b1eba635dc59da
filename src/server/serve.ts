import { createApp } from "./app";
import type { Booted } from "./bootstrap";
import { listen } from "./http-server";
import { closeRealtimeStreams } from "./realtime/routes";

/** In-flight requests get this long to finish at shutdown before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Serves the app on PORT (in a cluster, every worker listens on the same port and the primary
 * hands out the connections) and stops gracefully on SIGTERM or SIGINT: stop accepting, tell SSE
 * clients to reconnect elsewhere, let in-flight requests finish (up to 10 s), stop the job worker
 * (a running job gets 8 s), close the database pool, exit 0. The job worker starts once it listens.
 */
export function serveUntilStopped(booted: Booted, onListening: () => void, onFailure: (message: string) => void) {
  const { deps } = booted;
  const app = createApp(deps);
  const server = listen(app.fetch, { port: deps.env.PORT }, () => {
    booted.startJobs();
    onListening();
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, "shutting down");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closeRealtimeStreams();
    const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(timer);
    await booted.shutdown();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  server.on("error", (error: NodeJS.ErrnoException) => {
    onFailure(
      error.code === "EADDRINUSE"
        ? `LoudTribe cannot start: port ${deps.env.PORT} is already in use. Set PORT to use another one.`
        : `LoudTribe cannot start: ${error.message}`,
    );
    void booted.shutdown().finally(() => process.exit(1));
  });
}
