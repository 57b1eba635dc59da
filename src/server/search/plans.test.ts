import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bandConditions, bandListQuery } from "../bands/service";
import { placeNames } from "../cities/names";
import type { Database, DbOrTx } from "../db/client";
import { createTestApp, type TestApp } from "../test";
import { searchStatements, withIndexScans } from "./service";

/**
 * The discovery reads must stay on their indexes at the large data set's size (npm run seed:large:
 * 10,000 bands, 50,000 gigs, 2,000 venues, 10,000 accounts). The rows are made by the database in
 * a few INSERT … SELECT generate_series statements, names built like the seed's (word pairs and a
 * number, so common words match thousands of rows), then ANALYZE gives the planner real statistics.
 * Each statement the app sends is EXPLAINed as the app runs it (search inside withIndexScans, the
 * band list as is), and any sequential scan of a discovery table fails the test. Making the rows
 * takes ~30 s on PGlite on a quiet machine and past 5 minutes on a loaded one: the hook allows 10.
 */
const WORDS = ["Monsoon", "Velvet", "Neon", "Saffron", "Static", "Paper", "Midnight", "Electric"];
const NOUNS = ["Riot", "Kites", "Echoes", "Drifters", "Yard", "Lights", "Union", "Collective", "Sound"];
const CITIES = ["Mumbai", "Pune", "Bengaluru", "New Delhi", "Kolkata", "Chennai", "Shillong", "Goa"];
const DISCOVERY_TABLES = ["bands", "events", "venues", "users", "artists"];

const list = (words: string[]) => `array[${words.map((word) => `'${word}'`).join(", ")}]`;
const pick = (words: string[], n: string) => `(${list(words)})[1 + (${n}) % ${words.length}]`;
const name = (n: string) => `${pick(WORDS, n)} || ' ' || ${pick(NOUNS, `${n} / 7`)} || ' ' || ${n}`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const statements = [
    `insert into users (email, email_verified, name, role, user_type)
     select 'plans-' || n || '@example.test', true, ${name("n")}, case when n % 2 = 0 then 'artist' else 'fan' end, 'real'
     from generate_series(1, 10000) n`,
    `insert into artists (user_id, bio, location)
     select id, 'Plays ' || lower(${pick(NOUNS, "length(name)")}) || ' music every weekend', ${pick(CITIES, "length(name)")}
     from users where role = 'artist' and email like 'plans-%'`,
    `insert into bands (name, bio, location, primary_genre)
     select ${name("n")}, 'A band that plays ' || lower(${pick(NOUNS, "n")}) || ' songs in ' || ${pick(CITIES, "n")}, ${pick(CITIES, "n")}, 'Rock'
     from generate_series(1, 10000) n`,
    `insert into venues (name, city, description)
     select ${pick(WORDS, "n * 3")} || ' Stage ' || n, ${pick(CITIES, "n")}, 'A club with live music most nights'
     from generate_series(1, 2000) n`,
    `insert into events (name, description, city, start_time)
     select ${name("n")} || ' Live', 'Doors open an hour before the show', ${pick(CITIES, "n")}, now() + (n % 400 - 200) * interval '1 day'
     from generate_series(1, 50000) n`,
    "analyze",
  ];
  for (const statement of statements) await t.db.execute(sql.raw(statement));
}, 600_000);

type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

async function planOf(db: DbOrTx, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode> {
  const { sql: text, params } = query.toSQL();
  const explained = await db.execute<{ "QUERY PLAN": unknown }>(
    sql.raw(`explain (format json) ${inline(text, params)}`),
  );
  const json = explained.rows[0]!["QUERY PLAN"];
  return (typeof json === "string" ? JSON.parse(json) : json)[0].Plan;
}

/** EXPLAIN takes no bind parameters through every driver: the values go in as SQL literals. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number") return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

function sequentialScans(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)].filter((table) => DISCOVERY_TABLES.includes(table));
}

const countOf = async (db: Database, table: string) =>
  Number((await db.execute<{ n: number }>(sql`select count(*) as n from ${sql.identifier(table)}`)).rows[0]!.n);

describe("discovery reads at the large data set's size", () => {
  it("has the rows of the large data set", async () => {
    expect(await countOf(t.db, "bands")).toBeGreaterThanOrEqual(10_000);
    expect(await countOf(t.db, "events")).toBeGreaterThanOrEqual(50_000);
    expect(await countOf(t.db, "users")).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    ["a whole name", "Monsoon Riot 504"],
    ["a common word", "monsoon"],
    ["a typo", "Monsun Kytes"],
    ["words of a bio", "weekend"],
    ["a city", "Shillong"],
    ["a city's other name", "Calcutta"],
    ["a misspelt city", "Shilong"],
  ])("search reads bands, artists, venues and gigs through their indexes: %s", async (_, q) => {
    const scans = await withIndexScans(t.db, async (tx) => {
      // As search() runs them: with the names of the city the text stands for (cities/names.ts).
      const places = await placeNames(tx, q);
      const statements = searchStatements(tx, q, 5, new Date(), places);
      const plans = await Promise.all(statements.map((statement) => planOf(tx, statement)));
      return plans.flatMap(sequentialScans);
    });
    expect(scans).toEqual([]);
  });

  it("the band list checks its owners through the index of accounts that are not real", async () => {
    const plan = await planOf(t.db, bandListQuery(t.db, bandConditions({})).limit(21));
    expect(sequentialScans(plan)).toEqual([]);
    expect(JSON.stringify(plan)).toContain("users_not_real_idx");
  });

  it("finds the data it was given (the plans above are for real answers)", async () => {
    const rows = await withIndexScans(t.db, async (tx) => searchStatements(tx, "Monsoon Riot 504", 5)[0]!);
    expect((rows as { name: string }[])[0]?.name).toBe("Monsoon Riot 504");
  });
});
