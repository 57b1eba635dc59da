import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { onTestFileEnd } from "./cleanup";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** stdout and stderr so far, interleaved. */
  output(): string;
  /** Resolves when the output matches (or rejects when the process exits first or time runs out). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after a grace period; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Runs the real server (`node --import tsx src/server/main.ts`) as a child process, the way
 * `npm run serve` does, with the given settings on top of the current environment. The process is
 * stopped after the test file if the test did not stop it.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    // PGlite in DATA_DIR unless the test says otherwise, whatever the developer's shell has set.
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let done = false;
  void exited.then(() => {
    done = true;
    for (const listener of listeners) listener();
  });

  const server: ServerProcess = {
    child,
    pid: child.pid!,
    output: () => output,
    waitForOutput(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`timed out waiting for ${pattern}; output:\n${output}`)),
          timeoutMs,
        );
        const check = () => {
          if (pattern.test(output)) finish();
          else if (done) finish(new Error(`server exited before printing ${pattern}; output:\n${output}`));
        };
        function finish(error?: Error) {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        }
        listeners.add(check);
        check();
      });
    },
    exited,
    async stop() {
      if (!done) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
  onTestFileEnd(() => server.stop());
  return server;
}
