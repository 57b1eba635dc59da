import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { BUCKETS } from "./buckets";
import { createS3Client, loadS3Sdk, objectKeyOf, type S3Settings } from "./s3";
import { contentTypeOfKey, isStorageKey } from "./storage";

export interface MigrationReport {
  copied: number;
  /** Already in the bucket with the same size (an earlier run, or a run that crashed after them). */
  skipped: number;
}

/**
 * `npm run storage:migrate`: copies every stored file from DATA_DIR/uploads to the same
 * {bucket}/{key} in the S3 bucket. URLs stay /media/{bucket}/{key}, so the database needs no change.
 * Idempotent and resumable: a file already there with the same size is skipped, and an S3 PUT is
 * atomic, so a run stopped half-way leaves no partial object and the next run carries on. Files
 * are left on disk (delete them once the app runs on S3). Resized variants are not copied: they are
 * made again on first request.
 */
export async function migrateUploadsToS3(
  dataDir: string,
  settings: S3Settings,
  onProgress: (line: string) => void = () => {},
): Promise<MigrationReport> {
  const sdk = await loadS3Sdk();
  const client = await createS3Client(settings);
  const report: MigrationReport = { copied: 0, skipped: 0 };
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }));
    for (const bucket of BUCKETS) {
      const dir = path.join(path.resolve(dataDir), "uploads", bucket);
      const keys = (await readdir(dir).catch(() => [] as string[])).filter(isStorageKey).sort();
      for (const key of keys) {
        const file = path.join(dir, key);
        const size = (await stat(file)).size;
        const Key = objectKeyOf(bucket, key);
        const existing = await client
          .send(new sdk.HeadObjectCommand({ Bucket: settings.bucket, Key }))
          .catch((error: { $metadata?: { httpStatusCode?: number } }) => {
            if (error.$metadata?.httpStatusCode === 404) return undefined;
            throw error;
          });
        if (existing?.ContentLength === size) {
          report.skipped += 1;
          continue;
        }
        const Body = await readFile(file);
        await client.send(
          new sdk.PutObjectCommand({ Bucket: settings.bucket, Key, Body, ContentType: contentTypeOfKey(key) }),
        );
        report.copied += 1;
        onProgress(`copied ${Key} (${size} bytes)`);
      }
    }
    return report;
  } finally {
    client.destroy();
  }
}
