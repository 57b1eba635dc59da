import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

export type PreloadHints = (modules: string[]) => string;

/**
 * Preload hints for the code of a page (000 §9 / issue 20: no waterfall of modules discovered one
 * by one): the page chunk and every chunk it imports statically become `modulepreload` links, its
 * CSS a stylesheet, so the browser asks for them all while it parses the HTML. What index.html
 * already loads (the entry and its imports) is left out.
 */
export function preloadHints(webRoot: string): PreloadHints {
  const file = path.join(webRoot, ".vite", "manifest.json");
  if (!existsSync(file)) return () => "";
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, loaded, loaded);

  return (modules) => {
    const wanted = new Set<string>();
    for (const module of modules) if (manifest[module]) collect(manifest, module, wanted, loaded);
    const scripts: string[] = [];
    const styles: string[] = [];
    for (const key of wanted) {
      const chunk = manifest[key]!;
      scripts.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
      for (const css of chunk.css ?? []) styles.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
    return [...new Set(styles), ...scripts].join("");
  };
}

/** Adds `key` and its static imports, depth first, skipping what `skip` already holds. */
function collect(manifest: Manifest, key: string, into: Set<string>, skip: Set<string>) {
  if ((skip !== into && skip.has(key)) || into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(manifest, imported, into, skip);
}
