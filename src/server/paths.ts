import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's root folder (where package.json, drizzle/ and dist/ are). Found by walking up from
 * this module, so it is the same whether the server runs from src/server/*.ts under tsx or from the
 * bundle in dist/server/main.js: a path written relative to import.meta.url would differ between them.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
