import type { BenchRow } from "./types";

/** A plain-text table, right-aligned numbers, for a terminal or a CI log. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ["scenario", "case", "database", "ops", "seconds", "ops/s", "check"];
  const body = rows.map((row) => [
    row.scenario,
    row.case,
    row.database,
    String(row.operations),
    row.seconds.toFixed(2),
    row.seconds > 0 ? Math.round(row.operations / row.seconds).toLocaleString("en-IN") : "-",
    row.check,
  ]);
  const numeric = new Set([3, 4, 5]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}
