// `npm start`'s pre-step, plain JavaScript so it costs nothing on a restart: runs `npm run build`
// only when there is no build yet (a fresh checkout). After changing code, run `npm run build`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("dist/server/main.js") || !existsSync("dist/web/index.html")) {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
