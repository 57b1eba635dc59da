import { execFile } from "node:child_process";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test";
import { startS3rver, type TestS3 } from "../test/s3rver";
import { migrateUploadsToS3 } from "./migrate";

/** Runs `npm run storage:migrate`'s script; never spawnSync: s3rver runs in this process and must answer. */
function runScript(env: Record<string, string>): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/storage-migrate.ts"],
      { env: { ...process.env, ...env }, encoding: "utf8" },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let s3: TestS3;
let local: TestApp;
let png: Buffer;

beforeAll(async () => {
  s3 = await startS3rver();
  local = await createTestApp();
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
});

describe("storage:migrate", () => {
  it("copies every local upload to the bucket under the same URL, once, and resumes after a stop", async () => {
    const files = await Promise.all(
      (["band-assets", "user-avatars", "fan-photos"] as const).map((bucket) =>
        local.deps.storage.put(bucket, png, { ext: "png" }),
      ),
    );
    const settings = { DATA_DIR: local.dataDir, ...s3.env };
    const remote = await createTestApp({ env: { ...s3.env } });
    const s3Settings = remote.env.s3!;

    expect(await migrateUploadsToS3(local.dataDir, s3Settings)).toEqual({ copied: 3, skipped: 0 });
    for (const file of files) {
      const res = await remote.app.request(file.url);
      expect(res.status, file.url).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
    }

    // Run again: nothing to copy.
    expect(await migrateUploadsToS3(local.dataDir, s3Settings)).toEqual({ copied: 0, skipped: 3 });
    // A run stopped before its last file: the next one copies just that one.
    await remote.deps.storage.delete(files[2]!.bucket, files[2]!.key);
    expect(await migrateUploadsToS3(local.dataDir, s3Settings)).toEqual({ copied: 1, skipped: 2 });
    expect((await remote.app.request(files[2]!.url)).status).toBe(200);

    // The npm script, as an operator runs it.
    const run = await runScript(settings);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Done: 0 copied, 3 already there.");
  });

  it("stops with one line when S3_BUCKET is not set", async () => {
    const run = await runScript({ DATA_DIR: local.dataDir, S3_BUCKET: "" });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "storage:migrate failed: Invalid setting S3_BUCKET: must be set to the bucket to copy the uploads to",
    );
  });
});
