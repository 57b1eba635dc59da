import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { onTestFileEnd } from "./cleanup";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point the app at this server, as in process.env. */
  env: Record<string, string>;
  /** Where s3rver keeps the objects, to look at them from a test. */
  directory: string;
  close(): Promise<void>;
}

/**
 * A real S3 protocol server (s3rver) on loopback with one empty bucket, for the tests of the S3
 * storage driver: the SDK talks HTTP to it exactly as to AWS or MinIO. Stopped after the test file.
 */
export async function startS3rver(bucket = "loudtribe-media"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "loudtribe-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
  onTestFileEnd(close);
  return {
    endpoint,
    bucket,
    directory,
    // s3rver accepts this fixed key pair (any signature with it is checked like AWS would).
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    close,
  };
}
