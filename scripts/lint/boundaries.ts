/**
 * The web app's import boundaries (docs/architecture.md), which Biome's noRestrictedImports cannot say
 * for every feature at once: a feature never imports another feature (relative paths included), and
 * the shared layers (components/, hooks/, lib/) never import a feature or app/. app/ may import
 * anything. `@/server` is kept out of src/web by Biome itself (biome.jsonc).
 */
import path from "node:path";

export type SourceFile = { path: string; source: string };
export type Violation = { file: string; specifier: string; reason: string };

const WEB = "src/web/";
const SHARED_LAYERS = ["components", "hooks", "lib"];

// `from "x"`, `import "x"` and `import("x")`: every way a module names another.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

export function importsOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] as string);
}

/** The repository path a specifier points at ("src/web/…"), or null for a package. */
export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return null;
}

/** "features/bands", "components", "app"… : the part of src/web a path belongs to. */
export function areaOf(file: string): string | null {
  if (!file.startsWith(WEB)) return null;
  const [top, second] = file.slice(WEB.length).split("/");
  if (!top) return null;
  return top === "features" && second ? `features/${second}` : top;
}

export function findViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = areaOf(file.path);
    if (!from) continue;
    for (const specifier of importsOf(file.source)) {
      const target = resolveSpecifier(file.path, specifier);
      const to = target ? areaOf(target) : null;
      if (!to || to === from) continue;
      if (from.startsWith("features/") && to.startsWith("features/")) {
        violations.push({
          file: file.path,
          specifier,
          reason: `${from} imports ${to}: features never import each other (compose them in app/, or move the shared piece to components/, hooks/ or lib/)`,
        });
      } else if (SHARED_LAYERS.includes(from) && (to.startsWith("features/") || to === "app")) {
        violations.push({
          file: file.path,
          specifier,
          reason: `${from}/ imports ${to}: the shared layers know no feature and no app/`,
        });
      } else if (from.startsWith("features/") && to === "app") {
        violations.push({
          file: file.path,
          specifier,
          reason: `${from} imports app/: imports flow from app/ to features`,
        });
      }
    }
  }
  return violations;
}
