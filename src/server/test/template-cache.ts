import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const cacheDir = path.join(root, "node_modules", ".cache", "loudtribe-test");

// Everything that can change what a migrated, reference-filled database contains.
const INPUT_DIRS = ["drizzle", "src/server/db", "src/server/seed", "src/shared"];
const INPUT_PACKAGES = ["@electric-sql/pglite", "drizzle-orm", "country-state-city"];

/**
 * Building the PGlite template (initdb, migrations, reference data) takes several seconds, so the
 * dump is kept between runs under node_modules/.cache, keyed by a hash of every input above.
 * TEST_TEMPLATE_CACHE=off always rebuilds.
 */
export function cachedTemplatePath(): string | undefined {
  if (process.env.TEST_TEMPLATE_CACHE === "off") return undefined;
  const hash = createHash("sha256");
  for (const dir of INPUT_DIRS) hashDir(hash, path.join(root, dir));
  for (const name of INPUT_PACKAGES) {
    hash.update(name + readFileSync(path.join(root, "node_modules", name, "package.json")));
  }
  return path.join(cacheDir, `pglite-template-${hash.digest("hex").slice(0, 16)}.tar.gz`);
}

/** Writes the dump atomically (two runs may race) and drops older templates. */
export function writeCachedTemplate(file: string, data: Buffer) {
  mkdirSync(cacheDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, file);
  for (const name of readdirSync(cacheDir)) {
    const other = path.join(cacheDir, name);
    if (other !== file && name.startsWith("pglite-template-") && Date.now() - statSync(other).mtimeMs > 60_000) {
      rmSync(other, { force: true });
    }
  }
}

function hashDir(hash: ReturnType<typeof createHash>, dir: string) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashDir(hash, full);
    else if (!entry.name.endsWith(".test.ts")) hash.update(path.relative(root, full)).update(readFileSync(full));
  }
}
