/**
 * `npm run dev`: the API server under `tsx watch` (restarts when server code changes) and Vite's dev
 * server (hot reload for the web app, proxying /api and /media to the API) side by side. Their
 * output is prefixed; Ctrl+C stops both, and if either dies the other is stopped too.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const API_PORT = "3000";
const WEB_URL = "http://localhost:5173";

const colour = process.stdout.isTTY
  ? (code: number, text: string) => `\x1b[${code}m${text}\x1b[0m`
  : (_: number, t: string) => t;

interface Task {
  name: string;
  child: ChildProcess;
}

function start(name: string, code: number, command: string, args: string[], env: NodeJS.ProcessEnv): Task {
  // Its own process group, so stopping it also stops what it started (tsx's watched child).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const prefix = colour(code, `[${name}]`);
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`${prefix} ${line}`));
  }
  return { name, child };
}

const tasks = [
  start("api", 36, bin("tsx"), ["watch", "--clear-screen=false", "src/server/main.ts"], {
    NODE_ENV: "development",
    PORT: API_PORT,
    // The browser talks to Vite; links in mails and auth callbacks must point there too.
    APP_URL: process.env.APP_URL ?? WEB_URL,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
  }),
  start("web", 35, bin("vite"), ["--port", "5173", "--strictPort"], {}),
];

console.log(`\n  LoudTribe dev: open ${WEB_URL} (API on http://localhost:${API_PORT}). Ctrl+C stops both.\n`);

let stopping = false;
function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  for (const { child } of tasks) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
  // Give the API time to close its database and release the data-dir lock, then insist.
  const force = setTimeout(() => {
    for (const { child } of tasks) {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    }
    process.exit(exitCode);
  }, 5000);
  void Promise.all(
    tasks.map(({ child }) => (child.exitCode !== null ? null : new Promise((r) => child.once("exit", r)))),
  ).then(() => {
    clearTimeout(force);
    process.exit(exitCode);
  });
}

for (const { name, child } of tasks) {
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.log(colour(31, `[${name}] exited (${signal ?? code}); stopping the other one`));
    stopAll(code || 1);
  });
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
