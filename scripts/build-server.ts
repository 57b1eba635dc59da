import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_ENTRY = "dist/server/main.js";
const OUT_DIR = "dist/server";

/**
 * Packages left in node_modules: sharp and PGlite load native code or WebAssembly and data files
 * from beside their own modules; pino finds its worker files through __dirname. The cities data and
 * the S3 client are only ever import()ed (a first start, S3 configured): bundled, the cities
 * package's named exports came out undefined, and loading them from node_modules costs no start.
 */
const EXTERNAL = [
  "sharp",
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "pino",
  "country-state-city",
  "@aws-sdk/client-s3",
];

/**
 * Compiles the server into ESM files: dist/server/main.js and, beside it,
 * dist/server/prepare-process.js, the first start's preparation that main.js runs as a child
 * process (src/server/prepare.ts), plus the chunks they share and one per dynamic import of a
 * bundled package (nodemailer…), loaded only when first used. The npm packages are bundled in
 * (all but EXTERNAL): Node then reads, compiles and links a handful of files at start instead of
 * ~1,200 modules one by one, which was a second of CPU of every restart (docs/decisions/performance.md,
 * part 9). Production starts plain Node on it instead of compiling TypeScript through tsx on every start.
 */
export async function compileServer(): Promise<void> {
  // Chunk names carry a hash: the last build's must not pile up beside this one's.
  rmSync(path.join(root, OUT_DIR), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ["src/server/main.ts", "src/server/prepare-process.ts"],
    outdir: OUT_DIR,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: EXTERNAL,
    // Bundled CommonJS packages require Node's own modules, which an ES module has no `require` for.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    tsconfig: "tsconfig.json",
    sourcemap: true,
    logLevel: "warning",
  });
}
