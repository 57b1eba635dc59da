import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { ENGAGEMENT_MATRIX, XP_ACTIONS } from "@/shared/xp-actions";
import { SHARE_CHANNELS, SHARE_ENTITY_TYPES, shareAction } from "@/shared/xp-share";
import { userEngagementMatrix } from "../db/schema";
import { createTestApp, type TestApp } from "../test";

/**
 * The old product's bug: actions named differently from the matrix silently earned nothing. This
 * reads the code itself and checks that every action it can award is a row of the seeded matrix.
 */
const srcRoot = fileURLToPath(new URL("../..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The arguments of a call starting at `open` (the index of its "("), split at top-level commas. */
function callArguments(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = "";
  let quote: string | null = null;
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      current += ch;
      if (ch === quote && text[i - 1] !== "\\") quote = null;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === "`") quote = ch;
    if ("([{".includes(ch)) depth++;
    if (")]}".includes(ch)) {
      if (depth === 0) {
        args.push(current.trim());
        return args;
      }
      depth--;
    }
    if (ch === "," && depth === 0) {
      args.push(current.trim());
      current = "";
      continue;
    }
    current += ch;
  }
  return args;
}

const files = sourceFiles(srcRoot).map((file) => ({
  file: path.relative(srcRoot, file),
  text: readFileSync(file, "utf8"),
}));

interface Call {
  file: string;
  text: string;
  /** Where the call starts, and its action argument. */
  index: number;
  action: string;
}

/** Calls of `name(…)` outside `except`, with the argument at `position`. */
function callsOf(name: string, position: number, except?: string): Call[] {
  const pattern = new RegExp(`(?<![\\w.])${name}\\(`, "g");
  return files
    .filter(({ file }) => file !== except)
    .flatMap(({ file, text }) =>
      [...text.matchAll(pattern)]
        // Not the function's own declaration.
        .filter((match) => !/function\s+$/.test(text.slice(Math.max(0, match.index - 20), match.index)))
        .map((match) => ({
          file,
          text,
          index: match.index,
          action: callArguments(text, match.index + name.length)[position] ?? "",
        })),
    );
}

/** A parameter list split at its top-level commas (types like `Pick<A, "b" | "c">` have their own). */
function splitParameters(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of list) {
    if ("<([{".includes(ch)) depth++;
    if (">)]}".includes(ch)) depth--;
    if (ch === "," && depth === 0) {
      parts.push(current.trim());
      current = "";
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/**
 * A name in canonical form: an XP_ACTIONS key, the share mapping, or a conditional whose branches
 * are (`voteType === "upvote" ? XP_ACTIONS.upvotePost : XP_ACTIONS.downvotePost`).
 */
function isCanonical(expression: string): boolean {
  const trimmed = expression.trim();
  if (/^XP_ACTIONS\.\w+$/.test(trimmed) || /^shareAction\(/.test(trimmed)) return true;
  const conditional = /^[^?]+\?\s*([^:]+):\s*([\s\S]+)$/.exec(trimmed);
  return conditional ? isCanonical(conditional[1]!) && isCanonical(conditional[2]!) : false;
}

/**
 * Follows an action argument to where its name is chosen: the expression itself, a local
 * `const action = …`, or — for a wrapper such as `awardFan(deps, user, action)` — every call of the
 * wrapper. Returns the calls whose action is not named canonically.
 */
function offenders(call: Call, seen = new Set<string>()): Call[] {
  if (isCanonical(call.action)) return [];
  if (!/^\w+$/.test(call.action)) return [call];
  const before = call.text.slice(0, call.index);
  const local = [...before.matchAll(new RegExp(`const ${call.action}\\s*=\\s*([^;]+);`, "g"))].at(-1);
  const enclosing = [...before.matchAll(/function\s+(\w+)\s*\(([^)]*)\)/g)].at(-1);
  if (local && (!enclosing || local.index > enclosing.index)) return isCanonical(local[1]!.trim()) ? [] : [call];
  const parameters = splitParameters(enclosing?.[2] ?? "").map((parameter) => parameter.split(/[\s:=?]/)[0]);
  const position = parameters.indexOf(call.action);
  if (!enclosing || position < 0 || seen.has(enclosing[1]!)) return [call];
  seen.add(enclosing[1]!);
  const callers = callsOf(enclosing[1]!, position);
  return callers.length === 0 ? [call] : callers.flatMap((caller) => offenders(caller, seen));
}

/** Every call of the engine outside the engine: `award(db, logger, fanId, action, options?)`. */
const awardCalls = callsOf("award", 3, path.join("server", "xp", "engine.ts"));

let t: TestApp;
let seeded: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ action: userEngagementMatrix.engagementAction }).from(userEngagementMatrix);
  seeded = new Set(rows.map((row) => row.action));
});

describe("action names in the code", () => {
  it("finds the engine's callers (the scan works)", () => {
    expect(awardCalls.map((call) => call.file)).toEqual(
      expect.arrayContaining([path.join("server", "deps.ts"), path.join("server", "xp", "routes.ts")]),
    );
  });

  it("would catch a literal, a literal behind a local name, and a non-canonical conditional", () => {
    const probe = (text: string): Call => {
      const index = text.indexOf("award(");
      return { file: "probe.ts", text, index, action: callArguments(text, index + 5)[3]! };
    };
    expect(offenders(probe(`function f() { award(db, logger, id, "Share link"); }`))).toHaveLength(1);
    expect(offenders(probe(`function f() { const a = "Follow Artist"; award(db, logger, id, a); }`))).toHaveLength(1);
    expect(
      offenders(probe(`function f() { const a = up ? XP_ACTIONS.upvotePost : "Downvote"; award(db, logger, id, a); }`)),
    ).toHaveLength(1);
    expect(
      offenders(
        probe(
          `function f() { const a = up ? XP_ACTIONS.upvotePost : XP_ACTIONS.downvotePost; award(db, logger, id, a); }`,
        ),
      ),
    ).toEqual([]);
  });

  it("never passes a string literal as the action", () => {
    const literal = awardCalls.filter((call) => /^["'`]/.test(call.action));
    expect(literal.map(({ file, action }) => ({ file, action }))).toEqual([]);
  });

  it("names every action through XP_ACTIONS or the share mapping, through wrappers and local names too", () => {
    const bad = awardCalls.flatMap((call) => offenders(call));
    expect(bad.map(({ file, action }) => ({ file, action }))).toEqual([]);
  });

  it("uses only XP_ACTIONS keys whose action is a row of the seeded matrix", () => {
    const keys = new Set(files.flatMap(({ text }) => [...text.matchAll(/XP_ACTIONS\.(\w+)/g)].map((m) => m[1]!)));
    expect(keys.size).toBeGreaterThan(3);
    for (const key of keys) {
      const action = (XP_ACTIONS as Record<string, string>)[key];
      expect(action, `XP_ACTIONS.${key}`).toBeDefined();
      expect(seeded.has(action!), `'${action}' is in user_engagement_matrix`).toBe(true);
    }
  });

  it("every share maps to a seeded action", () => {
    for (const entityType of SHARE_ENTITY_TYPES) {
      for (const channel of SHARE_CHANNELS) expect(seeded.has(shareAction(entityType, channel))).toBe(true);
    }
  });

  it("the seeded matrix is exactly the shared one, points included", async () => {
    const rows = await t.db.select().from(userEngagementMatrix);
    const byAction = new Map(rows.map((row) => [row.engagementAction, row.points]));
    expect(rows).toHaveLength(ENGAGEMENT_MATRIX.length);
    for (const row of ENGAGEMENT_MATRIX) expect(byAction.get(row.action), row.action).toBe(row.points);
  });
});
