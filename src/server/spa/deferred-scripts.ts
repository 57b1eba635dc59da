import { createHash } from "node:crypto";

/**
 * A server-rendered page asks for its JavaScript only once its content has painted (issue 20).
 *
 * The page is readable without JS: text, links (real hrefs) and images are in the HTML. On a phone's
 * 4G link the 35–50 module files a page hydrates with (120–170 KB) shared the line with the HTML's
 * stylesheet and the LCP image, and on a 2-core phone their compilation shared the CPU with the
 * first layout: in Lighthouse the same HTML painted at 1.2–1.4 s without its scripts and at
 * 2.5–3.5 s with them (docs/decisions/performance.md, session 14). So the entry script and the
 * modulepreload hints leave the HTML's head; a small inline script adds them once the window has
 * loaded (the LCP image is in) and that frame has been painted. A stalled image cannot hold the
 * app back for long: the scripts start at most FALLBACK_MS after the HTML was parsed.
 *
 * The inline script never changes, so a rendered page's CSP allows it by its hash
 * (DEFERRED_SCRIPTS_HASH, routes.ts; every other response keeps `script-src 'self'`); the list of
 * files it loads travels as JSON, which a browser never executes.
 */

const DATA_ID = "app-scripts";
const FALLBACK_MS = 3000;
const SLICE = 4;

/**
 * The boot script (ES5: it runs before anything else, in any browser that gets the HTML). Chromium
 * spends ~0.5 ms of main thread on each modulepreload it starts (~25–50 ms for a band page's 46), so
 * they go in slices of SLICE, a task each, and the entry last (it finds its imports already asked for).
 */
export const DEFERRED_SCRIPTS_BOOT = `(function(){var d=document,l=JSON.parse(d.getElementById("${DATA_ID}").textContent),s=0;function add(i){l.preload.slice(i,i+${SLICE}).forEach(function(h){var e=d.createElement("link");e.rel="modulepreload";e.crossOrigin="";e.href=h;d.head.appendChild(e)});if(i+${SLICE}<l.preload.length)return setTimeout(add,0,i+${SLICE});var m=d.createElement("script");m.type="module";m.crossOrigin="";m.src=l.entry;d.body.appendChild(m)}function go(){if(!s++)add(0)}function soon(){requestAnimationFrame(function(){setTimeout(go,0)})}if(d.readyState==="complete")soon();else addEventListener("load",soon,{once:true});setTimeout(go,${FALLBACK_MS})})()`;

/** The CSP source that allows exactly the boot script. */
export const DEFERRED_SCRIPTS_HASH = `'sha256-${createHash("sha256").update(DEFERRED_SCRIPTS_BOOT).digest("base64")}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Moves a rendered document's module scripts (the entry and every modulepreload) behind the boot
 * script. A document without an entry script (the dev server's, a test's template) is left as it is.
 */
export function deferModuleScripts(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preload = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const data = JSON.stringify({ entry, preload: [...new Set(preload)] }).replaceAll("<", "\\u003c");
  return html
    .replace(ENTRY, "")
    .replace(PRELOAD, "")
    .replace(
      "</body>",
      `<script type="application/json" id="${DATA_ID}">${data}</script><script>${DEFERRED_SCRIPTS_BOOT}</script></body>`,
    );
}
