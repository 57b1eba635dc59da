// Writes .br and .gz copies of the built text assets so the server can send them pre-compressed
// (a phone on 4G gets the smallest file without the server compressing on every request).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(process.argv[2] ?? "dist/web");
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  if (!COMPRESSIBLE.test(file) || file.endsWith("index.html")) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  count++;
}
console.log(`compressed ${count} assets in ${path.relative(process.cwd(), root) || "."}`);
