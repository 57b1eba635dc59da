// `npm start`'s pre-step, plain JavaScript so it costs nothing on a restart: runs `npm run build`
// when there is no build yet (a fresh checkout) or when the code is newer than the build (after a
// pull or an edit), so `npm start` never serves stale code.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const OUTPUTS = [
  "dist/server/main.js",
  "dist/server/prepare-process.js",
  "dist/web/index.html",
  "dist/web-renderer/entry-server.js",
];
const INPUTS = ["src", "package-lock.json", "vite.config.ts", "scripts/build.ts", "scripts/build-server.ts"];

/** The newest modification time under a file or folder (ms since 1970). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const missing = OUTPUTS.some((file) => !existsSync(file));
const builtAt = missing ? 0 : Math.min(...OUTPUTS.map((file) => statSync(file).mtimeMs));
const changedAt = Math.max(...INPUTS.map(newest));
if (missing || changedAt > builtAt) {
  console.log(missing ? "No build yet: building the app." : "The code changed since the last build: building again.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
