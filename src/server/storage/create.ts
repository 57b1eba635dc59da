import { createLocalStorage } from "./local";
import { createS3Storage, type S3Settings } from "./s3";
import type { Storage } from "./storage";

export interface StorageSettings {
  DATA_DIR: string;
  /** Set (env.ts checks it is complete): the S3 driver; absent: files on the local disk. */
  s3?: S3Settings;
}

/** The storage driver the settings choose: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(settings: StorageSettings): Storage {
  return settings.s3 ? createS3Storage(settings.s3) : createLocalStorage(settings.DATA_DIR);
}
