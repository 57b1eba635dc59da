/**
 * `npm run lint`'s import-boundary step: lists every import that crosses a boundary of the web app
 * (scripts/lint/boundaries.ts) and exits non-zero if there is one.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findViolations, type SourceFile } from "./lint/boundaries";

const root = fileURLToPath(new URL("..", import.meta.url));

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .map((name) => {
      const file = path.posix.join(dir, name.split(path.sep).join("/"));
      return { path: file, source: readFileSync(path.join(root, file), "utf8") };
    });
}

const files = sourceFiles("src/web");
const violations = findViolations(files);
for (const violation of violations) {
  console.error(`${violation.file}: "${violation.specifier}": ${violation.reason}`);
}
console.log(`import boundaries: ${files.length} files, ${violations.length} violation(s)`);
process.exit(violations.length ? 1 : 0);
