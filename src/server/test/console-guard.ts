import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

/**
 * A stray console.error (a React warning, an unhandled rejection logged by a library, a forgotten
 * debug line) fails the test it happened in. A test that expects one calls allowConsoleErrors().
 * Loaded by vitest's setupFiles for every project.
 */
const original = console.error;
let captured: string[] = [];
let allowed = false;

/** Lets the current test write to console.error; returns what it wrote, to assert on. */
export function allowConsoleErrors(): readonly string[] {
  allowed = true;
  return captured;
}

beforeEach(() => {
  captured = [];
  allowed = false;
  console.error = (...args: unknown[]) => {
    captured.push(format(...args));
    if (process.env.DEBUG) original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (allowed || captured.length === 0) return;
  const lines = captured.map((line) => `  ${line.split("\n").join("\n  ")}`).join("\n");
  throw new Error(
    `console.error was called ${captured.length} time(s) during this test:\n${lines}\n` +
      "Fix the cause, or call allowConsoleErrors() in the test if the output is expected.",
  );
});
