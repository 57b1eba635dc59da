import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/** The placeholder in index.html that becomes this build's id. */
export const BUILD_ID_PLACEHOLDER = "__LOUDTRIBE_BUILD__";
/** Written next to index.html; the server reads it to stamp its API answers (X-LoudTribe-Build). */
export const BUILD_ID_FILE = "version.json";

/**
 * Names each web build by its content: a hash of every emitted chunk's file name (which Vite
 * already hashes by content), so the same sources give the same id and any change gives a new one.
 * The id goes into index.html (<meta name="loudtribe-build">) and into version.json. A page whose
 * HTML carries another id than the server's API answers is an old build against a new server: it
 * offers a reload (docs/decisions/pwa.md).
 */
export function buildId(): Plugin {
  return {
    name: "loudtribe-build-id",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const hash = createHash("sha256");
      for (const name of Object.keys(bundle).sort())
        if (name.endsWith(".js") || name.endsWith(".css")) hash.update(name);
      const id = hash.digest("hex").slice(0, 16);
      const index = bundle["index.html"];
      if (index?.type === "asset" && typeof index.source === "string") {
        index.source = index.source.replace(BUILD_ID_PLACEHOLDER, id);
      }
      this.emitFile({ type: "asset", fileName: BUILD_ID_FILE, source: `${JSON.stringify({ build: id })}\n` });
    },
  };
}
