import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import {
  databaseUrl,
  dropDatabase,
  dropStaleDatabases,
  openTemplate,
  prepareDatabase,
  quote,
  type TestDatabaseSource,
  templateName,
  testDatabasePrefix,
  withAdminClient,
} from "./template";
import { cachedTemplatePath, writeCachedTemplate } from "./template-cache";

/**
 * Runs once per `vitest run` of the api project: migrates ONE template database, which every test
 * file then copies (PGlite: loads its dump; PostgreSQL: CREATE DATABASE … TEMPLATE). Migrating and
 * filling the reference tables costs seconds; a copy costs a fraction of that.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const source = serverUrl ? await postgresTemplate(serverUrl) : await pgliteTemplate();
  project.provide("testDatabase", source.provided);
  if (process.env.DEBUG) {
    console.log(
      `test database template (${source.provided.driver}) ready in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return source.teardown;
}

type Template = { provided: TestDatabaseSource; teardown: () => Promise<void> };

/**
 * The run loads its own copy of the dump, never the cache file itself: another run (a different
 * checkout state, so another hash) may evict that file while this run's test files still load it.
 */
async function pgliteTemplate(): Promise<Template> {
  const cached = cachedTemplatePath();
  let data: Buffer | undefined;
  if (cached && existsSync(cached)) {
    try {
      data = readFileSync(cached);
    } catch {
      // Evicted between the check and the read: build it again below.
    }
  }
  if (!data) {
    data = await buildPgliteDump();
    if (cached) writeCachedTemplate(cached, data);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "loudtribe-test-"));
  const dumpFile = path.join(dir, "template.tar.gz");
  writeFileSync(dumpFile, data);
  return {
    provided: { driver: "pglite", dumpFile },
    teardown: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function buildPgliteDump(): Promise<Buffer> {
  const handle = await openTemplate({});
  try {
    await prepareDatabase(handle);
    const pglite = (handle as typeof handle & { pglite: PGlite }).pglite;
    return Buffer.from(await (await pglite.dumpDataDir("gzip")).arrayBuffer());
  } finally {
    await handle.close();
  }
}

async function postgresTemplate(serverUrl: string): Promise<Template> {
  const template = templateName(process.pid);
  const prefix = testDatabasePrefix(process.pid);
  await withAdminClient(serverUrl, async (client) => {
    await dropStaleDatabases(client);
    await dropDatabase(client, template);
    await client.query(`CREATE DATABASE ${quote(template)}`);
  });
  const handle = await openTemplate({ url: databaseUrl(serverUrl, template) });
  try {
    await prepareDatabase(handle);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template that has open connections.
    await handle.close();
  }
  return {
    provided: { driver: "postgres", serverUrl, template, prefix },
    teardown: () =>
      withAdminClient(serverUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          "select datname from pg_database where starts_with(datname, $1)",
          [prefix],
        );
        for (const { datname } of rows) await dropDatabase(client, datname);
        await dropDatabase(client, template);
      }),
  };
}
