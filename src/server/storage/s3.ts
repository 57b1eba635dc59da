import type { S3Client } from "@aws-sdk/client-s3";
import { isBucket } from "./buckets";
import {
  contentTypeOfKey,
  isStorageKey,
  locate,
  newStorageKey,
  publicUrl,
  type Storage,
  type StoredFileInfo,
} from "./storage";

// LoudTribe states its own Node versions (package.json engines); the SDK's notice about its future
// releases would be the only line of noise in every start-up, so it is turned off here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export interface S3Settings {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, Spaces, s3rver); absent: AWS S3 itself. */
  endpoint?: string;
  /** Absent: the SDK's own chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** A CDN or public bucket address the originals are also reachable at, without a trailing slash. */
  publicUrl?: string;
}

/** Where derived files (resized images) live in the bucket, beside one prefix per storage bucket. */
const DERIVED_PREFIX = "cache/images/";

type Sdk = typeof import("@aws-sdk/client-s3");
let sdkModule: Promise<Sdk> | undefined;
/**
 * The SDK is loaded on first use, not at import: it takes about half a second to load, which the
 * embedded default (local disk) must not pay at every start.
 */
export const loadS3Sdk = (): Promise<Sdk> => {
  sdkModule ??= import("@aws-sdk/client-s3");
  return sdkModule;
};

export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadS3Sdk();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Path-style addressing (endpoint/bucket/key) is what self-hosted stores answer; AWS takes it too.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer
    // flexible-checksum headers, and TLS plus Content-Length already guard the bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.$metadata?.httpStatusCode === 404 || failure.name === "NoSuchKey" || failure.name === "NotFound";
};

/** Turns "no such object" into undefined and lets every other error (network, permission) through. */
async function unlessMissing<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Object key of a stored file: {bucket}/{key}, so the bucket's listing mirrors DATA_DIR/uploads. */
export const objectKeyOf = (bucket: string, key: string) => `${bucket}/${key}`;

/**
 * The S3 driver: one object per file at {bucket}/{key} in S3_BUCKET, resized variants under
 * cache/images/. Public URLs stay /media/{bucket}/{key}, served through the app (or redirected to
 * S3_PUBLIC_URL), so the URLs saved in the database never depend on the driver.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const Bucket = settings.bucket;
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    ready ??= Promise.all([loadS3Sdk(), createS3Client(settings)]).then(([sdk, client]) => ({ sdk, client }));
    return ready;
  };
  const getObject = async (Key: string) => {
    const { sdk, client } = await connect();
    return unlessMissing(client.send(new sdk.GetObjectCommand({ Bucket, Key })));
  };
  const valid = (bucket: string, key: string) => isBucket(bucket) && isStorageKey(key);

  const head = async (objectKey: string): Promise<StoredFileInfo | undefined> => {
    const { sdk, client } = await connect();
    const info = await unlessMissing(client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey })));
    return info && { size: info.ContentLength ?? 0, modifiedAt: info.LastModified ?? new Date(0) };
  };
  const get = async (objectKey: string): Promise<Buffer | undefined> => {
    const object = await getObject(objectKey);
    return object?.Body && Buffer.from(await object.Body.transformToByteArray());
  };
  const write = async (objectKey: string, data: Uint8Array, contentType: string) => {
    // A PUT is atomic: readers see the whole object or none, never a partial one.
    const { sdk, client } = await connect();
    await client.send(new sdk.PutObjectCommand({ Bucket, Key: objectKey, Body: data, ContentType: contentType }));
  };

  return {
    driver: "s3",
    location: `s3://${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`,

    async put(bucket, data, options) {
      const key = newStorageKey(bucket, options);
      await write(objectKeyOf(bucket, key), data, contentTypeOfKey(key));
      return { bucket, key, url: publicUrl(bucket, key) };
    },

    read: async (bucket, key) => (valid(bucket, key) ? get(objectKeyOf(bucket, key)) : undefined),

    stat: async (bucket, key) => (valid(bucket, key) ? head(objectKeyOf(bucket, key)) : undefined),

    async open(bucket, key) {
      if (!valid(bucket, key)) return undefined;
      const object = await getObject(objectKeyOf(bucket, key));
      if (!object?.Body) return undefined;
      return {
        size: object.ContentLength ?? 0,
        modifiedAt: object.LastModified ?? new Date(0),
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    },

    async delete(bucket, key) {
      if (!valid(bucket, key)) return false;
      // S3 answers a DELETE of a missing object with success too, so ask first to report the truth.
      const existed = (await head(objectKeyOf(bucket, key))) !== undefined;
      if (!existed) return false;
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKeyOf(bucket, key) }));
      return true;
    },

    publicUrl,
    locate,
    directUrl: (bucket, key) =>
      settings.publicUrl && valid(bucket, key) ? `${settings.publicUrl}/${objectKeyOf(bucket, key)}` : undefined,

    derived: {
      read: (name) => get(`${DERIVED_PREFIX}${name}`),
      write: (name, data) => write(`${DERIVED_PREFIX}${name}`, data, "image/webp"),
    },

    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
  };
}
