/**
 * An s3rver of its own for the scale bench (forked by scenarios/scale.ts), so the S3 server's work
 * is not done on the app's event loop: tells the parent its port, serves until killed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

const bucket = process.argv[2] ?? "loudtribe-bench";
const directory = mkdtempSync(path.join(tmpdir(), "loudtribe-bench-s3-"));
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.send!({ port });
const stop = () => {
  rmSync(directory, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("disconnect", stop);
