import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type FirstRouteSize = { files: string[]; gzipBytes: number; source: string };

const repo = path.resolve(import.meta.dirname, "../../..");

/**
 * The JavaScript a first visit to "/" downloads before the home page can render: index.html's
 * module script and preloads, the home route's chunk, and every chunk those import statically
 * (dynamic imports load later and are not counted). Sizes are gzip level 9, as served.
 *
 * Uses BENCH_WEB_ROOT when it points at a build; otherwise builds into a temporary folder (never
 * dist/web, which running servers use).
 */
export function firstRouteJsSize(): FirstRouteSize {
  const given = process.env.BENCH_WEB_ROOT;
  if (given && existsSync(path.join(given, "index.html"))) return measure(path.resolve(given), given);
  const outDir = mkdtempSync(path.join(tmpdir(), "loudtribe-bench-web-"));
  try {
    execFileSync(
      process.execPath,
      [path.join(repo, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--logLevel", "error"],
      {
        cwd: repo,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    return measure(outDir, "a fresh production build");
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function measure(webRoot: string, source: string): FirstRouteSize {
  const html = readFileSync(path.join(webRoot, "index.html"), "utf8");
  const roots = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const home = readdirSync(path.join(webRoot, "assets")).find((file) => /^home-[\w-]+\.js$/.test(file));
  if (home) roots.push(`assets/${home}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(webRoot, file), "utf8");
    // Static imports only: `import{…}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`.
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  };
  roots.forEach(visit);
  const gzipBytes = [...seen].reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length,
    0,
  );
  return { files: [...seen], gzipBytes, source };
}
