/**
 * npm run restore -- FILE: brings a backup made by npm run backup back into DATA_DIR (default
 * ./data), which must be empty or not exist yet. Then start the server on it as usual.
 */
import path from "node:path";
import { BackupError, restoreBackup } from "../src/server/backup/archive";

const file = process.argv[2];
if (!file) {
  console.error(
    "Usage: npm run restore -- <backup file>   (restores into DATA_DIR, default ./data, which must be empty)",
  );
  process.exit(1);
}
// Not loadEnv(): it would create DATA_DIR's keys, and the folder must stay empty until the restore.
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./data");
try {
  console.log(`Restoring ${path.resolve(file)} into ${dataDir} …`);
  const { uploads } = await restoreBackup(file, dataDir);
  console.log(
    `Restored: the database and ${uploads} uploads are in ${dataDir}. Start the server with DATA_DIR=${dataDir}.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
