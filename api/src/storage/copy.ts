import { isStoredFileNotFound } from './keys';
import type { FileStorage } from './types';

export interface CopyCounts {
  copied: number;
  skipped: number;
  failed: number;
}

/**
 * Copies every file of one store into another, streaming. Idempotent and resumable: a key already present in the
 * target with the same size is skipped, and each file lands whole or not at all, so a run stopped midway is
 * finished by running it again. A file that fails is counted (and reported) and does not stop the others.
 */
export async function copyStorage(
  from: FileStorage,
  to: FileStorage,
  opts: { concurrency?: number; onFailure?: (key: string, err: unknown) => void } = {},
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: 0 };
  const keys = from.list('')[Symbol.asyncIterator]();
  const copyOne = async (key: string, size: number) => {
    try {
      const there = await to.head(key).catch((err: unknown) => {
        if (isStoredFileNotFound(err)) return null;
        throw err;
      });
      if (there?.size === size) {
        counts.skipped++;
        return;
      }
      await to.put(key, await from.read(key));
      counts.copied++;
    } catch (err) {
      counts.failed++;
      opts.onFailure?.(key, err);
    }
  };
  // A few files in flight at once: object stores answer slowly one request at a time.
  const worker = async () => {
    for (let next = await keys.next(); !next.done; next = await keys.next())
      await copyOne(next.value.key, next.value.size);
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  return counts;
}
