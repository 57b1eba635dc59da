import type { DatabaseHandle } from "../../src/server/db/client";
import type { Logger } from "../../src/server/logger";

export type BenchDriver = DatabaseHandle["driver"];

/** What a scenario gets: a fresh, migrated database with the reference data, its own for the run. */
export interface BenchContext {
  db: DatabaseHandle;
  driver: BenchDriver;
  /** postgres://… of that database on the PostgreSQL pass (for scenarios that start real servers). */
  databaseUrl?: string;
  logger: Logger;
  /** Stop starting new work after this many milliseconds per case, so `npm run bench` stays short. */
  budgetMs: number;
}

/** One line of the printed table. */
export interface BenchRow {
  scenario: string;
  case: string;
  database: BenchDriver;
  operations: number;
  seconds: number;
  /** "OK", or "MISMATCH: …" when the scenario's own end-of-run check failed. */
  check: string;
}

export interface BenchScenario {
  name: string;
  /** One line for `npm run bench -- --list`. */
  description: string;
  run(context: BenchContext): Promise<BenchRow[]>;
}
