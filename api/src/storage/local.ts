import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { safeKey, safePrefix, StoredFileNotFound } from './keys';
import type { FileStorage } from './types';

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/** Files under a folder of this machine, one file per key (the embedded default). */
export function localStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, safeKey(key));
  const missingAs = (key: string) => (err: unknown) => {
    throw isMissing(err) ? new StoredFileNotFound(key) : err;
  };
  return {
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed: a reader never sees half a file. `~` is not a key character, so `list`
      // skips the leftovers of an interrupted write.
      const partial = `${target}.${randomBytes(6).toString('hex')}~`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(partial, data);
        else await pipeline(data, createWriteStream(partial));
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    get: async (key) => readFile(file(key)).catch(missingAs(key)),
    async read(key, range) {
      const name = file(key);
      if (!(await stat(name).catch(missingAs(key))).isFile()) throw new StoredFileNotFound(key);
      return createReadStream(name, range && { start: range.start, end: range.end });
    },
    async head(key) {
      const s = await stat(file(key)).catch(missingAs(key));
      if (!s.isFile()) throw new StoredFileNotFound(key);
      // Keys are never rewritten in place by the portal, so size and modification time identify the bytes.
      return {
        size: s.size,
        etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
        modified: s.mtime,
      };
    },
    remove: async (key) => rm(file(key), { force: true }),
    async *list(prefix = '') {
      safePrefix(prefix);
      // Walk only the folder the prefix reaches into, then filter by the whole prefix.
      const start = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      yield* walk(root, start, prefix);
    },
  };
}

async function* walk(
  root: string,
  dir: string,
  prefix: string,
): AsyncGenerator<{ key: string; size: number }> {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch (err) {
    if (isMissing(err)) return;
    throw err;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const key = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(root, key, prefix);
    } else if (e.isFile() && key.startsWith(prefix) && isKey(key)) {
      yield { key, size: (await stat(path.join(root, key))).size };
    }
  }
}

function isKey(key: string) {
  try {
    safeKey(key);
    return true;
  } catch {
    return false;
  }
}
