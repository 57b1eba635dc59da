/**
 * npm run storage:migrate: copies DATA_DIR/uploads into the S3 bucket that the S3_* settings name
 * (docs/deploy.md). Safe to run again; it resumes where a stopped run left off.
 */
import { ConfigError, loadEnv } from "../src/server/env";
import { migrateUploadsToS3 } from "../src/server/storage/migrate";

try {
  const env = loadEnv();
  if (!env.s3) throw new ConfigError("Invalid setting S3_BUCKET: must be set to the bucket to copy the uploads to");
  console.log(`Copying ${env.DATA_DIR}/uploads to s3://${env.s3.bucket} …`);
  const report = await migrateUploadsToS3(env.DATA_DIR, env.s3, (line) => console.log(`  ${line}`));
  console.log(`Done: ${report.copied} copied, ${report.skipped} already there.`);
} catch (error) {
  console.error(`storage:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
