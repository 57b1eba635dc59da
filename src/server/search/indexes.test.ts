import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { closestCityStatement } from "../cities/names";
import { createTestApp, type TestApp } from "../test";

/**
 * The search indexes as migrated (drizzle/0032): no GIN index keeps a pending list, and the
 * misspelt-city lookup reads the city table through its trigram index, not row by row. Why both
 * matter: src/server/search/sql.ts (GIN_WITHOUT_PENDING_LIST) and db/schema/catalog.ts.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe("search indexes", () => {
  it("every GIN index is built without a pending list (fastupdate off)", async () => {
    const { rows } = await t.db.execute<{ name: string; options: string[] | null }>(sql`
      select c.relname as name, c.reloptions as options
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am am on am.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
      where am.amname = 'gin' and n.nspname = 'public'
      order by c.relname`);
    // The search indexes of bands, artists, users, venues and gigs: a schema that lost them fails too.
    expect(rows.length).toBeGreaterThanOrEqual(13);
    const withPendingList = rows.filter((row) => !(row.options ?? []).includes("fastupdate=false"));
    expect(withPendingList.map((row) => row.name)).toEqual([]);
  });

  it("the misspelt-city lookup finds the city through the trigram index", async () => {
    const explained = await t.db.execute<{ "QUERY PLAN": unknown }>(
      sql`explain (format json) ${closestCityStatement("Kolkatta")}`,
    );
    const json = explained.rows[0]!["QUERY PLAN"];
    const plan = (typeof json === "string" ? JSON.parse(json) : json)[0].Plan as PlanNode;
    const nodes = nodesOf(plan);
    const cityReads = nodes.filter((node) => node["Relation Name"] === "indian_cities");
    expect(cityReads.length).toBeGreaterThan(0);
    expect(cityReads.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    // A bitmap scan names its index on the child node, an index scan on itself.
    expect(nodes.map((node) => node["Index Name"])).toContain("indian_cities_name_trgm_idx");
  });

  it("the lookup still resolves a misspelt city", async () => {
    const { rows } = await t.db.execute<{ name: string }>(closestCityStatement("Kolkatta"));
    expect(rows[0]?.name).toBe("Kolkata");
  });
});
