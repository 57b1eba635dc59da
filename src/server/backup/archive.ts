import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import { openDatabase } from "../db/client";
import { acquireDataDirLock, DataDirInUseError } from "../db/lock";
import type { Env } from "../env";
import { backupToken, DATABASE_DUMP_PATH } from "./routes";

/**
 * `npm run backup` and `npm run restore` for the embedded default (PGlite + DATA_DIR/uploads).
 * The archive is a .tar.gz of: manifest.json, database.tar (PGlite's data directory dump),
 * uploads/… (the originals; resized variants are made again on demand) and the two keys kept
 * beside the data (auth-secret: sessions; vapid.json: phone alerts), so a restore is the same site.
 */
export const MANIFEST = "manifest.json";
const DATABASE = "database.tar";
const KEY_FILES = ["auth-secret", "vapid.json"] as const;
const FORMAT = 1;

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  uploads: number;
  /** How the database was copied: by the running server, or here (no server held DATA_DIR). */
  source: "running server" | "data directory";
}

/** `loudtribe-backup-2026-11-28T10-15-00Z.tar.gz`: sorts by time, no colons (Windows). */
export const backupFileName = (now = new Date()) =>
  `loudtribe-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.tar.gz`;

/**
 * Writes a backup of DATA_DIR to `file`. While a server runs, PGlite is one process's own (the
 * DATA_DIR lock), so that server copies the database (GET /internal/backup/database on loopback);
 * otherwise this process takes the lock and copies it. Uploads are copied after the database, so
 * every file the copied database names is there (an upload that lands meanwhile is an unused extra).
 */
export async function createBackup(env: Env, file: string): Promise<BackupResult> {
  if (env.DATABASE_URL) {
    throw new BackupError(
      "npm run backup is for the embedded database; with DATABASE_URL set, back up PostgreSQL with pg_dump and the uploads bucket (docs/deploy.md).",
    );
  }
  const { database, source } = await copyDatabase(env);
  const partial = `${file}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  const add = (name: string, data: Uint8Array | string, mtime = new Date()) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, mtime, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve())),
    );
  let uploads = 0;
  try {
    await add(DATABASE, database);
    for (const name of KEY_FILES) {
      const keyFile = path.join(env.DATA_DIR, name);
      if (existsSync(keyFile)) await add(name, await readFile(keyFile));
    }
    // With S3_BUCKET the uploads live in the bucket, which is backed up on its own.
    if (!env.s3) {
      const root = path.join(env.DATA_DIR, "uploads");
      for (const relative of await listFiles(root)) {
        const full = path.join(root, relative);
        await add(`uploads/${relative.split(path.sep).join("/")}`, await readFile(full), (await stat(full)).mtime);
        uploads += 1;
      }
    }
    const manifest = { format: FORMAT, createdAt: new Date().toISOString(), database: "pglite", uploads };
    await add(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    pack.finalize();
    await written;
    await rename(partial, file);
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  return { file, uploads, source };
}

async function copyDatabase(env: Env): Promise<{ database: Uint8Array; source: BackupResult["source"] }> {
  let lock: Awaited<ReturnType<typeof acquireDataDirLock>>;
  try {
    lock = await acquireDataDirLock(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return { database: await askRunningServer(env, error.pid), source: "running server" };
  }
  try {
    const dbDir = path.join(env.DATA_DIR, "db");
    if (!existsSync(path.join(dbDir, "PG_VERSION"))) {
      throw new BackupError(`There is no database in ${env.DATA_DIR} to back up (check DATA_DIR).`);
    }
    const db = await openDatabase({ dataDir: dbDir });
    try {
      return { database: new Uint8Array(await (await db.dumpDataDir!()).arrayBuffer()), source: "data directory" };
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

async function askRunningServer(env: Env, pid: number): Promise<Uint8Array> {
  const url = `http://127.0.0.1:${env.PORT}${DATABASE_DUMP_PATH}`;
  const hint =
    `The server (process ${pid}) holds ${env.DATA_DIR} but did not answer at ${url}. ` +
    "Run npm run backup with the same PORT and AUTH_SECRET as that server";
  let res: Response;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${backupToken(env.AUTH_SECRET)}` } });
  } catch (error) {
    throw new BackupError(`${hint} (${(error as Error).message}).`);
  }
  if (!res.ok) throw new BackupError(`${hint} (HTTP ${res.status}).`);
  return new Uint8Array(await res.arrayBuffer());
}

/** Every file under root, as paths relative to it; half-written ones (.…partial) left out. */
async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".partial"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Brings a backup back into `dataDir`, which must be empty or absent (never over a live site):
 * the uploads and keys as files, the database by starting PGlite on the copied data directory once.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<{ uploads: number }> {
  const target = path.resolve(dataDir);
  if (existsSync(target)) {
    const present = await readdir(target);
    if (present.length > 0) {
      throw new BackupError(
        `${target} is not empty (${present.slice(0, 3).join(", ")}${present.length > 3 ? ", …" : ""}). ` +
          "npm run restore only fills an empty DATA_DIR: move that one aside or point DATA_DIR at a new folder.",
      );
    }
  }
  if (!existsSync(file)) throw new BackupError(`No backup file at ${path.resolve(file)}.`);
  await mkdir(target, { recursive: true, mode: 0o700 });

  let database: Buffer | undefined;
  let manifest: { format?: number } | undefined;
  let uploads = 0;
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const name = entry.header.name;
    const data = await collect(entry);
    if (name === MANIFEST) manifest = JSON.parse(data.toString("utf8")) as { format?: number };
    else if (name === DATABASE) database = data;
    else if ((KEY_FILES as readonly string[]).includes(name))
      await writeFile(path.join(target, name), data, { mode: 0o600 });
    else if (name.startsWith("uploads/") && entry.header.type === "file") {
      const out = path.resolve(target, name);
      // A crafted archive must not write outside DATA_DIR/uploads.
      if (!out.startsWith(path.join(target, "uploads") + path.sep))
        throw new BackupError(`Unsafe path in backup: ${name}`);
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, data);
      uploads += 1;
    }
  }
  await reading;
  if (manifest?.format !== FORMAT || !database) {
    throw new BackupError(`${path.resolve(file)} is not a LoudTribe backup made by npm run backup.`);
  }
  const db = await openDatabase({
    dataDir: path.join(target, "db"),
    loadDataDir: new Blob([new Uint8Array(database)]),
  });
  await db.close();
  await chmod(target, 0o700).catch(() => undefined);
  return { uploads };
}

async function collect(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
