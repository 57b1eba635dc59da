/**
 * npm run backup [-- PATH]: a consistent, timestamped archive of the embedded database and the
 * uploads, also while the server runs (docs/deploy.md, "Backups"). PATH is a folder (default
 * ./backups) or a file name ending in .tar.gz. Run it with the server's settings (DATA_DIR, PORT).
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { BackupError, backupFileName, createBackup } from "../src/server/backup/archive";
import { ConfigError, loadEnv } from "../src/server/env";

try {
  const target = path.resolve(process.argv[2] ?? "backups");
  const isFolder = !target.endsWith(".tar.gz") || (existsSync(target) && statSync(target).isDirectory());
  const file = isFolder ? path.join(target, backupFileName()) : target;
  const env = loadEnv();
  console.log(`Backing up ${env.DATA_DIR} …`);
  const result = await createBackup(env, file);
  console.log(
    `Backup written: ${result.file} (database copied by the ${result.source}, ${result.uploads} uploads${env.s3 ? "; the uploads bucket is not included" : ""}).`,
  );
  console.log("Bring it back with: DATA_DIR=<an empty folder> npm run restore -- <that file>");
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
