import { createReadStream } from "node:fs";
import { access, constants, mkdir, readFile, rename, rm, stat as statFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { isBucket } from "./buckets";
import { isStorageKey, locate, newStorageKey, publicUrl, type Storage, type StoredFileInfo } from "./storage";

/** The local-disk driver (the default): {dataDir}/uploads/{bucket}/{key}, variants under {dataDir}/cache/images. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(path.resolve(dataDir), "uploads");
  const derivedRoot = path.join(path.resolve(dataDir), "cache", "images");

  // Both parts are validated against fixed lists/patterns, so the joined path cannot leave root.
  const fileOf = (bucket: string, key: string): string | undefined =>
    isBucket(bucket) && isStorageKey(key) ? path.join(root, bucket, key) : undefined;

  const statOf = async (file: string): Promise<StoredFileInfo | undefined> => {
    const info = await statFile(file).catch(ifMissing(undefined));
    return info?.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
  };

  return {
    driver: "local",
    location: root,

    async put(bucket, data, options) {
      const key = newStorageKey(bucket, options);
      const dir = path.join(root, bucket);
      await mkdir(dir, { recursive: true });
      // Write then rename, so a crash mid-write never leaves a truncated file under a served key.
      const temp = path.join(dir, `.${key}.partial`);
      await writeFile(temp, data, { flag: "wx" });
      await rename(temp, path.join(dir, key));
      return { bucket, key, url: publicUrl(bucket, key) };
    },

    async read(bucket, key) {
      const file = fileOf(bucket, key);
      if (!file) return undefined;
      return readFile(file).catch(ifMissing(undefined));
    },

    async stat(bucket, key) {
      const file = fileOf(bucket, key);
      return file ? statOf(file) : undefined;
    },

    async open(bucket, key) {
      const file = fileOf(bucket, key);
      const info = file && (await statOf(file));
      if (!file || !info) return undefined;
      return { ...info, body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array> };
    },

    async delete(bucket, key) {
      const file = fileOf(bucket, key);
      if (!file) return false;
      const existed = await statFile(file).then(() => true, ifMissing(false));
      if (existed) await rm(file, { force: true });
      return existed;
    },

    publicUrl,
    locate,
    directUrl: () => undefined,

    derived: {
      // Callers build the path from validated parts (resize.ts), so it cannot leave derivedRoot.
      read: (name) => readFile(path.join(derivedRoot, name)).catch(ifMissing(undefined)),
      async write(name, data) {
        const file = path.join(derivedRoot, name);
        await mkdir(path.dirname(file), { recursive: true });
        // Write then rename: a crash mid-write never leaves a truncated file that would be served forever.
        const temp = `${file}.${process.pid}.${Date.now()}.partial`;
        await writeFile(temp, data);
        await rename(temp, file);
      },
    },

    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

/** Turns "file not found" into a value and lets every other I/O error through. */
function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return value;
    throw error;
  };
}
