import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_ENTRY = "dist/server/main.js";

/**
 * Compiles the server into ESM files: dist/server/main.js, the server's own code (src/server and
 * the src/shared it imports through `@/`, resolved from tsconfig's paths), and beside it
 * dist/server/prepare-process.js, the first start's preparation that main.js runs as a child
 * process (src/server/prepare.ts). npm packages stay external and load from node_modules as they
 * do under tsx, so native and WASM packages (sharp, PGlite) work unchanged. Production starts plain
 * Node on it instead of compiling TypeScript through tsx on every start.
 */
export async function compileServer(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ["src/server/main.ts", "src/server/prepare-process.ts"],
    outdir: "dist/server",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: "tsconfig.json",
    sourcemap: true,
    logLevel: "warning",
  });
}
