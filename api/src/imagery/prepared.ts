/**
 * Geodata prepared once per installation rather than once per thread: the typed arrays a builder makes (land
 * edges, ground cover, towns) are kept in the API's `node_modules/.cache/portal-imagery`, each file named by a hash
 * of the builder's source and of the data package's version, so a change of either prepares them again. A thread
 * of the analysis pool then reads some 30 MB instead of spending a second and a half of CPU; a missing or
 * unreadable file is rebuilt, and where the folder cannot be written every thread builds its own.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CACHE_DIR = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'portal-imagery');

type Arrays = Record<string, Float64Array | Float32Array | Int32Array | Uint8Array | Int8Array>;

const TYPES = { Float64Array, Float32Array, Int32Array, Uint8Array, Int8Array } as const;
type TypeName = keyof typeof TYPES;

function keyOf(name: string, sourceFile: string, packageName: string): string {
  const version = (
    JSON.parse(readFileSync(require.resolve(`${packageName}/package.json`), 'utf8')) as { version: string }
  ).version;
  const hash = createHash('sha256')
    .update(readFileSync(sourceFile))
    .update(version)
    .digest('hex')
    .slice(0, 16);
  return path.join(CACHE_DIR, `${name}-${hash}.bin`);
}

/** A header line (JSON: each array's name, type and length) and the arrays' bytes, each at a multiple of 8. */
function encode(arrays: Arrays): Buffer {
  const entries = Object.entries(arrays).map(([k, a]) => ({
    k,
    type: a.constructor.name as TypeName,
    length: a.length,
  }));
  const header = Buffer.from(`${JSON.stringify(entries)}\n`);
  const parts: Buffer[] = [header, Buffer.alloc((8 - (header.length % 8)) % 8)];
  for (const a of Object.values(arrays)) {
    const bytes = Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    parts.push(bytes, Buffer.alloc((8 - (bytes.length % 8)) % 8));
  }
  return Buffer.concat(parts);
}

function decode<T extends Arrays>(file: Buffer): T {
  const end = file.indexOf(10);
  const entries = JSON.parse(file.subarray(0, end).toString()) as {
    k: string;
    type: TypeName;
    length: number;
  }[];
  // A copy on an aligned buffer of its own: typed arrays of 8-byte elements need 8-byte alignment.
  const body = new ArrayBuffer(file.length);
  new Uint8Array(body).set(file);
  let offset = end + 1;
  offset += (8 - (offset % 8)) % 8;
  const out: Arrays = {};
  for (const { k, type, length } of entries) {
    const Type = TYPES[type];
    const a = new Type(body, offset, length);
    out[k] = a;
    offset += a.byteLength + ((8 - (a.byteLength % 8)) % 8);
  }
  return out as T;
}

/** The arrays `build` makes, read from the machine's prepared file when there is one (written when not). */
export function prepared<T extends Arrays>(
  name: string,
  source: { file: string; package: string },
  build: () => T,
): T {
  const file = keyOf(name, source.file, source.package);
  try {
    return decode<T>(readFileSync(file));
  } catch {
    const arrays = build();
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a thread reading at the same time sees the whole file or none.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, encode(arrays));
      renameSync(partial, file);
    } catch {
      // A read-only or full temporary folder: the next thread prepares them again.
    }
    return arrays;
  }
}
