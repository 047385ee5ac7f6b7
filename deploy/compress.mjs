// Writes .gz and .br siblings of the text files of a build, so the servers send them compressed without
// compressing on every request (@fastify/static `preCompressed`, nginx `gzip_static`).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|wasm|xml|txt|map)$/;
const MIN_BYTES = 1024;

export function compressTree(dir) {
  let files = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      files += compressTree(file);
      continue;
    }
    // The registry changes on every release and is tiny: it is never pre-compressed, so a stale copy cannot be served.
    if (!COMPRESSIBLE.test(name) || name === 'remotes.json' || name === 'registry-history.json') continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES || existsSync(`${file}.br`)) continue;
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    files += 1;
  }
  return files;
}
