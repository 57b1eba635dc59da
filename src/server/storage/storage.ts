import { randomUUID } from "node:crypto";
import { type Bucket, isBucket } from "./buckets";
import { extensionOfContentType, IMAGE_TYPES, imageTypeOfExtension } from "./image-type";

/** Keys are always made here (uuid + extension), so anything else in a URL is refused outright. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,8}$/;
const URL_PREFIX = "/media/";

export interface StoredFile {
  bucket: Bucket;
  key: string;
  /** Public path, e.g. /media/band-assets/0b9c….webp, the same whichever driver keeps the file. */
  url: string;
}

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

export interface OpenedFile extends StoredFileInfo {
  body: ReadableStream<Uint8Array>;
}

export interface PutOptions {
  /** Extension without the dot; wins over contentType. */
  ext?: string;
  contentType?: string;
}

/**
 * Files the app makes from stored ones (resized images), under a path of its choosing such as
 * "480/band-assets/{key}.webp". Kept by the same driver as the originals, so every instance shares them.
 */
export interface DerivedFiles {
  read(path: string): Promise<Buffer | undefined>;
  write(path: string, data: Uint8Array): Promise<void>;
}

export interface Storage {
  readonly driver: "local" | "s3";
  /** Where the files are, for the start-up banner and logs: a folder or s3://bucket. */
  readonly location: string;
  put(bucket: Bucket, data: Uint8Array, options: PutOptions): Promise<StoredFile>;
  read(bucket: string, key: string): Promise<Buffer | undefined>;
  stat(bucket: string, key: string): Promise<StoredFileInfo | undefined>;
  /** The file's size, date and a web stream of it, for responses; undefined when it is missing. */
  open(bucket: string, key: string): Promise<OpenedFile | undefined>;
  delete(bucket: string, key: string): Promise<boolean>;
  publicUrl(bucket: Bucket, key: string): string;
  /** The bucket and key behind one of our public URLs (to delete a replaced image), else undefined. */
  locate(url: string): { bucket: Bucket; key: string } | undefined;
  /** A CDN address for the file when S3_PUBLIC_URL is set; /media then redirects there. */
  directUrl(bucket: Bucket, key: string): string | undefined;
  /** The resized-image cache. */
  readonly derived: DerivedFiles;
  /** Throws when the store cannot be reached or written (for /api/ready and the start-up check). */
  check(): Promise<void>;
}

export class StorageError extends Error {}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A new, never-reused key for a file of this type; throws on an unknown bucket or an odd extension. */
export function newStorageKey(bucket: string, options: PutOptions): string {
  if (!isBucket(bucket)) throw new StorageError(`Unknown storage bucket "${bucket}"`);
  const ext = (options.ext ?? (options.contentType && extensionOfContentType(options.contentType)) ?? "bin")
    .replace(/^\./, "")
    .toLowerCase();
  if (!EXTENSION_PATTERN.test(ext)) throw new StorageError(`Invalid file extension "${ext}"`);
  return `${randomUUID()}.${ext}`;
}

/** The Content-Type a key is stored and served with: raster images by extension, else a download. */
export function contentTypeOfKey(key: string): string {
  const imageType = imageTypeOfExtension(key.slice(key.lastIndexOf(".") + 1));
  return imageType ? IMAGE_TYPES[imageType] : "application/octet-stream";
}

export function publicUrl(bucket: Bucket, key: string): string {
  return `${URL_PREFIX}${bucket}/${key}`;
}

export function locate(url: string): { bucket: Bucket; key: string } | undefined {
  if (!url.startsWith(URL_PREFIX)) return undefined;
  const [bucket, key, ...rest] = url.slice(URL_PREFIX.length).split("/");
  if (rest.length > 0 || !bucket || !key || !isBucket(bucket) || !isStorageKey(key)) return undefined;
  return { bucket, key };
}
