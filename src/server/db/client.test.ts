import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { getTestDatabase } from "../test";
import { openDatabase } from "./client";

const database = await getTestDatabase();

describe("the PostgreSQL connection pool", () => {
  it.skipIf(!database.url)(
    "survives the server dropping its idle connections and answers the next query (PostgreSQL only)",
    async () => {
      const handle = await openDatabase({ url: database.url!, poolSize: 3 });
      try {
        // Three idle connections in the pool.
        await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
        const admin = new pg.Client({ connectionString: database.url! });
        await admin.connect();
        try {
          // What a PostgreSQL restart or an operator's pg_terminate_backend does to them.
          const { rows } = await admin.query<{ terminated: boolean }>(
            `select pg_terminate_backend(pid) as terminated from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'
               and application_name = ''`,
          );
          expect(rows.filter((row) => row.terminated).length).toBeGreaterThanOrEqual(1);
        } finally {
          await admin.end();
        }
        // Unhandled, the pool's 'error' event would have crashed the process (vitest reports it).
        await new Promise((resolve) => setTimeout(resolve, 200));
        const result = await handle.db.execute<{ answer: number }>(sql`select 42 as answer`);
        expect(Number(result.rows[0]!.answer)).toBe(42);
      } finally {
        await handle.close();
      }
    },
  );
});

describe("the embedded database's settings", () => {
  it.skipIf(Boolean(database.url))("keeps PostgreSQL's shared buffers small, so idle memory stays low", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      const result = await handle.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(result.rows[0]!.shared_buffers).toBe("16MB");
    } finally {
      await handle.close();
    }
  });
});
