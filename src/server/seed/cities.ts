import { createRequire } from "node:module";
import { count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { appMeta, indianCities } from "../db/schema";

const META_KEY = "indian_cities_source";
const BATCH = 1000;

// Reading the version is cheap; loading the package's data (every city of the world) is not.
const packageVersion = (createRequire(import.meta.url)("country-state-city/package.json") as { version: string })
  .version;

/**
 * Fills indian_cities from the country-state-city package (real data, never a hand-typed list).
 * The package holds every city of the world, so it is only loaded when the package version changed
 * or the table is short of the count recorded by the last complete sync; a normal restart is one
 * COUNT and one key lookup. The recorded value reads "{version} {count}".
 */
export async function syncIndianCities(db: Database): Promise<void> {
  const [meta] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, META_KEY));
  const [row] = await db.select({ n: count() }).from(indianCities);
  const [version, expected] = meta?.value.split(" ") ?? [];
  if (version === packageVersion && row!.n >= Number(expected)) return;

  const cities = await loadIndianCities();
  for (let start = 0; start < cities.length; start += BATCH) {
    // Existing rows (name, state) are kept with their ids, so references to them stay valid.
    await db
      .insert(indianCities)
      .values(cities.slice(start, start + BATCH))
      .onConflictDoNothing();
  }
  const value = `${packageVersion} ${cities.length}`;
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

/** Indian cities with their state names, unique on (name, state) and sorted by name. */
export async function loadIndianCities(): Promise<{ name: string; state: string }[]> {
  const { City, State } = await import("country-state-city");
  const stateNames = new Map(State.getStatesOfCountry("IN").map((state) => [state.isoCode, state.name.trim()]));
  const unique = new Map<string, { name: string; state: string }>();
  for (const city of City.getCitiesOfCountry("IN") ?? []) {
    const name = city.name.trim();
    const state = stateNames.get(city.stateCode);
    if (!name || !state) continue;
    unique.set(`${name}\u0000${state}`, { name, state });
  }
  return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name) || a.state.localeCompare(b.state));
}
