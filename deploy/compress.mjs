// Writes .gz and .br siblings of the text files of a build, so the servers send them compressed without
// compressing on every request (@fastify/static `preCompressed`, nginx `gzip_static`).
// Brotli at quality 11 is slow (seconds per megabyte), so the compressed bytes are kept in a cache by the content
// they stand for (the user's build cache, deploy/build-cache.mjs): a chunk that did not change between builds, or the same
// chunk in two remotes (Cesium's), is compressed once. Source maps, which only developer tools download, get gzip
// only. compressTreeParallel spreads the work over the machine's cores.
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildCacheDir } from './build-cache.mjs';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|wasm|xml|txt|map)$/;
const MIN_BYTES = 1024;
const CACHE = buildCacheDir('compress');
const gzipOptions = { level: 9 };
const brotliOptions = (size) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/** The encodings a file gets: none, gzip only (source maps) or gzip and Brotli. */
function encodingsOf(name) {
  // The registry changes on every release and is tiny: it is never pre-compressed, so a stale copy cannot be served.
  if (!COMPRESSIBLE.test(name) || name === 'remotes.json' || name === 'registry-history.json') return [];
  return name.endsWith('.map') ? ['gz'] : ['gz', 'br'];
}

/** The files under dir that still lack a compressed sibling, with the encodings each needs. */
function pending(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) {
      pending(file, out);
      continue;
    }
    const encodings = encodingsOf(name);
    if (!encodings.length || stat.size < MIN_BYTES) continue;
    if (encodings.every((e) => existsSync(`${file}.${e}`))) continue;
    out.push({ file, encodings });
  }
  return out;
}

const cached = (key, e) => CACHE && path.join(CACHE, key.slice(0, 2), `${key}.${e}`);

/**
 * Writes whole files only: beside the target, then renamed into place. Several builds may share the cache, and a
 * server may already be sending the web root's files while they are compressed (`npm start`, scripts/start.mjs).
 */
function writeWhole(target, bytes) {
  const tmp = `${target}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, target);
}

function storeInCache(key, e, bytes) {
  if (!CACHE) return;
  const target = cached(key, e);
  mkdirSync(path.dirname(target), { recursive: true });
  writeWhole(target, bytes);
}

/**
 * Copies what the cache holds for one file; returns the file's bytes, their key and the encodings still to compute.
 */
function fromCache({ file, encodings }) {
  const data = readFileSync(file);
  // The settings are part of the key: other settings never reuse these bytes.
  const key = createHash('sha256').update('gzip 9, brotli 11\n').update(data).digest('hex');
  const missing = encodings.filter((e) => {
    const hit = cached(key, e);
    if (!hit || !existsSync(hit)) return true;
    copyFileSync(hit, `${file}.${e}.${process.pid}.tmp`);
    renameSync(`${file}.${e}.${process.pid}.tmp`, `${file}.${e}`);
    return false;
  });
  return { file, data, key, missing };
}

function write({ file, key }, e, bytes) {
  storeInCache(key, e, bytes);
  writeWhole(`${file}.${e}`, bytes);
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Compresses what is not compressed yet under dir, one file after another; returns how many files it compressed. */
export function compressTree(dir) {
  const files = pending(dir);
  for (const f of files) {
    const job = fromCache(f);
    for (const e of job.missing)
      write(
        job,
        e,
        e === 'gz'
          ? gzipSync(job.data, gzipOptions)
          : brotliCompressSync(job.data, brotliOptions(job.data.length)),
      );
  }
  return files.length;
}

/**
 * The same as compressTree, with up to `concurrency` files compressed at once (zlib works in libuv's thread pool,
 * four threads by default); the largest files first, so that one big file does not finish alone at the end.
 */
export async function compressTreeParallel(dir, concurrency = availableParallelism()) {
  const files = pending(dir).sort((a, b) => statSync(b.file).size - statSync(a.file).size);
  let next = 0;
  // Two copies of one content (Cesium's chunk in two remotes) are the same size, so they start together: the second
  // waits for the first's bytes instead of compressing them again.
  const inFlight = new Map();
  const compress = (job, e) => {
    const id = `${job.key}.${e}`;
    if (!inFlight.has(id))
      inFlight.set(
        id,
        e === 'gz' ? gzipAsync(job.data, gzipOptions) : brotliAsync(job.data, brotliOptions(job.data.length)),
      );
    return inFlight.get(id);
  };
  const worker = async () => {
    while (next < files.length) {
      const job = fromCache(files[next++]);
      for (const e of job.missing) write(job, e, await compress(job, e));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return files.length;
}

// `node deploy/compress.mjs <dir>`: compresses what is not compressed yet under dir (scripts/start.mjs runs it once
// the portal is served).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const n = await compressTreeParallel(path.resolve(process.argv[2]));
  console.log(`compression: ${n} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
