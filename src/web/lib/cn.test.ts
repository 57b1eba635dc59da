import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

// The class lists written in src/web (string literals on className / cn() lines, and the ui
// components' variants), and every class in them.
const webRoot = path.resolve(import.meta.dirname, "..");
const sources = readdirSync(webRoot, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx"))
  .flatMap((file) => {
    const lines = readFileSync(path.join(webRoot, file), "utf8").split("\n");
    return file.startsWith("components/ui/") ? lines : lines.filter((line) => /className|cn\(/.test(line));
  });
const CLASS = /^!?-?[a-z@[(][\w:\-/.[\]%#(),&>*=_!]*$/;
const lists = [
  ...new Set(
    sources.flatMap((text) =>
      [...text.matchAll(/"([^"\n]+)"|`([^`$]+)`/g)]
        .map((m) => (m[1] ?? m[2])!)
        .filter((v) => v.includes("-") && v.split(/\s+/).every((c) => c === "" || CLASS.test(c))),
    ),
  ),
];
const classes = [...new Set(lists.flatMap((list) => list.split(/\s+/)).filter(Boolean))];

// Same classes, ignoring order and repeats (neither changes what the browser applies).
const asSet = (value: string) => [...new Set(value.split(/\s+/).filter(Boolean))].sort().join(" ");

describe("cn", () => {
  it("found the app's classes to compare with", () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toEqual(expect.arrayContaining(["px-4", "size-9", "md:text-3xl", "rounded-full"]));
  });

  it("resolves every pair of the app's classes as tailwind-merge does", () => {
    const differences: string[] = [];
    // Pairs decide everything: a class is dropped when a later one is in its group or covers it.
    // Only classes sharing a first letter can conflict, bar the few families that cover others.
    const related = (a: string, b: string) =>
      a.replace(/^.*:!?-?/, "")[0] === b.replace(/^.*:!?-?/, "")[0] ||
      /(^|:)(size|flex|line-clamp|inset|text)-/.test(b);
    for (const a of classes) {
      for (const b of classes) {
        if (a === b || !related(a, b)) continue;
        if (twMerge(`${a} ${b}`) !== cn(a, b)) differences.push(`${a} ${b}`);
      }
    }
    expect(differences).toEqual([]);
  }, 60_000); // tens of thousands of comparisons: seconds on an idle machine, more on a busy CI one

  it("merges the app's class lists as tailwind-merge does", () => {
    let seed = 7;
    const pick = () => {
      seed = (seed * 48271) % 2147483647;
      return lists[seed % lists.length]!;
    };
    for (let i = 0; i < 20_000; i++) {
      const [x, y, z] = [pick(), pick(), pick()];
      expect(asSet(cn(x, y, z)), `${x} | ${y} | ${z}`).toBe(asSet(twMerge(`${x} ${y} ${z}`)));
    }
  }, 60_000);

  it("keeps conditional classes and overrides per variant", () => {
    expect(cn("px-2 py-1 md:px-4", false && "hidden", { "text-sm": true }, "px-3 md:px-6")).toBe(
      "py-1 text-sm px-3 md:px-6",
    );
    expect(cn("size-10 rounded-md", "size-9 rounded-full")).toBe("size-9 rounded-full");
    expect(cn("w-4 h-4", "size-9")).toBe("size-9");
    expect(cn("leading-none", "text-sm")).toBe("text-sm");
  });
});
