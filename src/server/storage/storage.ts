import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat as statFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { type Bucket, isBucket } from "./buckets";
import { extensionOfContentType } from "./image-type";

/** Keys are always made here (uuid + extension), so anything else in a URL is refused outright. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,8}$/;
const URL_PREFIX = "/media/";

export interface StoredFile {
  bucket: Bucket;
  key: string;
  /** Public path, e.g. /media/band-assets/0b9c….webp */
  url: string;
}

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

export interface PutOptions {
  /** Extension without the dot; wins over contentType. */
  ext?: string;
  contentType?: string;
}

export interface Storage {
  /** Folder holding one sub-folder per bucket. */
  readonly root: string;
  put(bucket: Bucket, data: Uint8Array, options: PutOptions): Promise<StoredFile>;
  read(bucket: string, key: string): Promise<Buffer | undefined>;
  stat(bucket: string, key: string): Promise<StoredFileInfo | undefined>;
  /** A web stream of the file, for responses; call stat first to know it exists. */
  stream(bucket: string, key: string): ReadableStream<Uint8Array>;
  delete(bucket: string, key: string): Promise<boolean>;
  publicUrl(bucket: Bucket, key: string): string;
  /** The bucket and key behind one of our public URLs (to delete a replaced image), else undefined. */
  locate(url: string): { bucket: Bucket; key: string } | undefined;
}

export class StorageError extends Error {}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Files live on disk under {dataDir}/uploads/{bucket}/{key}. */
export function createStorage(dataDir: string): Storage {
  const root = path.join(path.resolve(dataDir), "uploads");

  // Both parts are validated against fixed lists/patterns, so the joined path cannot leave root.
  const fileOf = (bucket: string, key: string): string | undefined =>
    isBucket(bucket) && isStorageKey(key) ? path.join(root, bucket, key) : undefined;

  return {
    root,

    async put(bucket, data, options) {
      if (!isBucket(bucket)) throw new StorageError(`Unknown storage bucket "${bucket}"`);
      const ext = (options.ext ?? (options.contentType && extensionOfContentType(options.contentType)) ?? "bin")
        .replace(/^\./, "")
        .toLowerCase();
      if (!EXTENSION_PATTERN.test(ext)) throw new StorageError(`Invalid file extension "${ext}"`);
      const key = `${randomUUID()}.${ext}`;
      const dir = path.join(root, bucket);
      await mkdir(dir, { recursive: true });
      // Write then rename, so a crash mid-write never leaves a truncated file under a served key.
      const temp = path.join(dir, `.${key}.partial`);
      await writeFile(temp, data, { flag: "wx" });
      await rename(temp, path.join(dir, key));
      return { bucket, key, url: this.publicUrl(bucket, key) };
    },

    async read(bucket, key) {
      const file = fileOf(bucket, key);
      if (!file) return undefined;
      return readFile(file).catch(ifMissing(undefined));
    },

    async stat(bucket, key) {
      const file = fileOf(bucket, key);
      if (!file) return undefined;
      const info = await statFile(file).catch(ifMissing(undefined));
      return info?.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
    },

    stream(bucket, key) {
      const file = fileOf(bucket, key);
      if (!file) throw new StorageError("Invalid bucket or key");
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    },

    async delete(bucket, key) {
      const file = fileOf(bucket, key);
      if (!file) return false;
      const existed = await statFile(file).then(() => true, ifMissing(false));
      if (existed) await rm(file, { force: true });
      return existed;
    },

    publicUrl(bucket, key) {
      return `${URL_PREFIX}${bucket}/${key}`;
    },

    locate(url) {
      if (!url.startsWith(URL_PREFIX)) return undefined;
      const [bucket, key, ...rest] = url.slice(URL_PREFIX.length).split("/");
      if (rest.length > 0 || !bucket || !key || !isBucket(bucket) || !isStorageKey(key)) return undefined;
      return { bucket, key };
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
