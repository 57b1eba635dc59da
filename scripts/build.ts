/**
 * `npm run build`: everything `npm start` serves, in order.
 *   1. the web app (Vite client build) into dist/web (or --outDir), with .br/.gz copies of its assets;
 *   2. the server, compiled by esbuild into dist/server/main.js, so production starts plain Node on
 *      JavaScript instead of compiling TypeScript through tsx on every start (~3 s).
 *   3. the server renderer of public pages (Vite SSR build) into dist/web-renderer (next to the web build);
 * each step is a command or a function, run one after another.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileServer } from "./build-server";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const outDirFlag = args.indexOf("--outDir");
const webOutDir = outDirFlag >= 0 ? args[outDirFlag + 1]! : "dist/web";

type Step = { name: string; run: () => Promise<void> | void };

function command(cmd: string, cmdArgs: string[]): () => void {
  return () => {
    const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(" ")} exited with ${result.status}`);
  };
}

const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

const STEPS: Step[] = [
  { name: "web app (vite)", run: command(bin("vite"), ["build", "--outDir", path.resolve(root, webOutDir)]) },
  {
    // The server renderer of public pages, next to the web build (src/server/spa/ssr.ts finds it there).
    name: "server renderer (vite --ssr)",
    run: command(bin("vite"), [
      "build",
      "--ssr",
      "entry-server.tsx",
      "--outDir",
      path.resolve(root, `${webOutDir}-renderer`),
    ]),
  },
  {
    name: "pre-compressed assets",
    run: command(process.execPath, ["--import", "tsx", "scripts/compress-assets.ts", webOutDir]),
  },
  { name: "server (esbuild)", run: compileServer },
];

for (const step of STEPS) {
  const started = performance.now();
  try {
    await step.run();
  } catch (error) {
    console.error(`build: ${step.name} failed: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`build: ${step.name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
