import { type ClassValue, clsx } from "clsx";

/*
 * A small stand-in for tailwind-merge (whose full Tailwind table was about 8 KB gzipped of the first
 * page): it knows the utility families this app uses, and resolves them as tailwind-merge does. A
 * later class removes an earlier one with the same variants (`md:`, `hover:`…) in the same group, or
 * in a group it covers (`p-4` covers `px-2`; `size-9` covers `w-4`; `text-sm` covers `leading-none`).
 * Classes it does not recognise are kept. cn.test.ts checks it against tailwind-merge on every class
 * written in src/web, so a new family shows up there before it shows up on screen.
 */

const SIZE = "(?:xs|sm|base|md|lg|xl|\\dxl)";
const SIDE = "(?:x|y|s|e|t|r|b|l)";
const LENGTH = "(?:\\d[\\d.]*|px|\\[\\d[^\\]]*(?:px|rem|em|%)\\])";

// [pattern for a class without its variants, group]. First match wins; '$1' is filled from the match.
const GROUPS: [RegExp, string][] = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root|list-item)$/,
    "display",
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(visible|invisible|collapse)$/, "visibility"],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, "case"],
  [/^(underline|overline|line-through|no-underline)$/, "decoration"],
  [/^(truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^(sr-only|not-sr-only)$/, "sr"],
  [/^(grow|shrink)(?:-.*)?$/, "$1"],
  [/^flex-(row|col|row-reverse|col-reverse)$/, "flex-direction"],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^(p|m)([xyserbtl]?)-/, "$1$2"],
  [/^(gap|space|scroll-m|scroll-p)(-[xy])?-/, "$1$2"],
  [/^(inset)(-[xy])?-/, "$1$2"],
  // `col-start-1` and `col-span-2` live side by side (tailwind-merge keeps both, in either order).
  [/^(col|row)-(start|end)-/, "$1-$2"],
  [/^animate-(spin|ping|pulse|bounce|none|\[.*\])$/, "animate"],
  [/^(top|right|bottom|left|start|end)-(\d[\d./]*|px|full|auto|\[.*\]|\(.*\))$/, "$1"],
  [
    /^(z|order|basis|aspect|opacity|duration|delay|ease|cursor|leading|tracking|line-clamp|size|w|h|min-w|min-h|max-w|max-h|from|via|to|fill|stroke|whitespace|break|items|self|content|underline-offset|grid-cols|grid-rows|col|row|object|list|outline|ring-offset|rotate|scale|translate-[xy])-/,
    "$1",
  ],
  [/^justify-(items|self)-/, "justify-$1"],
  [/^justify-/, "justify"],
  [/^transition(?:-.*)?$/, "transition"],
  [/^flex-/, "flex"],
  [/^overflow(-[xy])?-/, "overflow$1"],
  [/^font-(sans|serif|mono)$/, "font-family"],
  [/^font-/, "font-weight"],
  [new RegExp(`^text-(?:${SIZE}|\\[\\d[^\\]]*\\])$`), "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-/, "text-color"],
  [/^bg-(linear|radial|conic|none$)/, "bg-image"],
  [/^bg-(cover|contain|auto)$/, "bg-size"],
  [/^bg-(no-repeat|repeat.*)$/, "bg-repeat"],
  [/^bg-(center|top|bottom|left|right)/, "bg-position"],
  [/^bg-clip-/, "bg-clip"],
  [/^bg-/, "bg-color"],
  [/^rounded(-(?:tl|tr|br|bl|ss|se|es|ee|[serbtl]))?(?:-|$)/, "rounded$1"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [new RegExp(`^border(-${SIDE})?(?:-${LENGTH})?$`), "border-w$1"],
  [new RegExp(`^border(-${SIDE})?-`), "border-color$1"],
  [new RegExp(`^shadow(?:-(?:2xs|${SIZE}|none|inner))?$`), "shadow"],
  [/^shadow-/, "shadow-color"],
  [new RegExp(`^ring(?:-${LENGTH}|-inset)?$`), "ring"],
  [/^ring-/, "ring-color"],
  [/^(backdrop-)?(blur|brightness|contrast|grayscale|saturate)(?:-.*)?$/, "$1$2"],
  [/^(pointer-events|select|resize|touch|snap|appearance|mix-blend|will-change)-/, "$1"],
];

// A group that also replaces the groups listed after it.
const COVERS: Record<string, string[]> = {
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  size: ["w", "h"],
  overflow: ["overflow-x", "overflow-y"],
  "font-size": ["leading"],
  flex: ["basis", "grow", "shrink"],
  "line-clamp": ["display", "overflow"],
  rounded: [
    "rounded-s",
    "rounded-e",
    "rounded-t",
    "rounded-r",
    "rounded-b",
    "rounded-l",
    "rounded-ss",
    "rounded-se",
    "rounded-ee",
    "rounded-es",
    "rounded-tl",
    "rounded-tr",
    "rounded-br",
    "rounded-bl",
  ],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": [
    "border-w-x",
    "border-w-y",
    "border-w-s",
    "border-w-e",
    "border-w-t",
    "border-w-r",
    "border-w-b",
    "border-w-l",
  ],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-s",
    "border-color-e",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
  ],
};

/** 'md:hover:!-mt-2' → ['hover:md:!', 'mt'] (variants sorted, as their order does not matter), or null. */
function key(className: string): [string, string] | null {
  const parts = className.split(/:(?![^[]*\])/);
  let base = parts.pop()!;
  if (!base) return null;
  const important = base.startsWith("!") || base.endsWith("!") ? "!" : "";
  base = base.replace(/^!|!$/g, "").replace(/^-/, "");
  for (const [pattern, group] of GROUPS) {
    const match = pattern.exec(base);
    if (match)
      return [
        `${parts.sort().join(":")}:${important}`,
        group.replace(/\$(\d)/g, (_, i: string) => match[Number(i)] ?? ""),
      ];
  }
  return null;
}

// Results are kept (a page renders the same few hundred class strings again and again: every card of
// a list, every re-render): working them out cost ~100 ms of a phone's hydration at 4× CPU (issue 20).
// Bounded, as class strings can carry data (arbitrary values); clearing now and then is enough.
const CACHE_LIMIT = 4000;
const merged = new Map<string, string>();
const keys = new Map<string, [string, string] | null>();

function cached<T>(cache: Map<string, T>, input: string, compute: (input: string) => T): T {
  let value = cache.get(input);
  if (value === undefined) {
    value = compute(input);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(input, value);
  }
  return value;
}

/** Joins class names and lets a later Tailwind class override an earlier one (`px-2` then `px-4`). */
export function cn(...inputs: ClassValue[]) {
  return cached(merged, clsx(inputs), merge);
}

function merge(joined: string): string {
  const classes = joined.split(" ");
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const found = cached(keys, className, key);
    const id = found ? found[0] + found[1] : className;
    if (!className || taken.has(id)) continue;
    taken.add(id);
    if (found) for (const covered of COVERS[found[1]] ?? []) taken.add(found[0] + covered);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
