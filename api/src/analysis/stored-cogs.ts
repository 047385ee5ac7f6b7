/**
 * The product COGs a worker thread draws tiles from: opened from the file storage by range reads (only the header,
 * the IFDs and the tiles a drawing needs are read), the last ones kept open. A thread opens the store itself from
 * its settings: a FileStorage does not cross threads.
 */
import { GeoTIFF } from 'geotiff';
import type { Config } from '../config';
import { openStorage, type FileStorage } from '../storage';

export type StorageSettings = Pick<Config, 'storageDir' | 'storageUrl' | 's3'>;

const KEPT = 16;
const stores = new Map<string, FileStorage>();
const cogs = new Map<string, Promise<GeoTIFF>>();

function storeOf(settings: StorageSettings): FileStorage {
  const id = JSON.stringify(settings);
  let store = stores.get(id);
  if (!store) stores.set(id, (store = openStorage(settings)));
  return store;
}

async function readRange(
  storage: FileStorage,
  key: string,
  start: number,
  end: number,
): Promise<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key, { start, end })) chunks.push(chunk as Buffer);
  const all = Buffer.concat(chunks);
  return all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
}

/** geotiff.js's source interface over one stored file: each slice one ranged read, clamped to the file's end. */
function storedSource(storage: FileStorage, key: string, size: number) {
  return {
    fileSize: size,
    async fetch(slices: { offset: number; length: number }[]): Promise<ArrayBuffer[]> {
      return Promise.all(
        slices.map((s) =>
          s.offset >= size
            ? new ArrayBuffer(0)
            : readRange(storage, key, s.offset, Math.min(size, s.offset + s.length) - 1),
        ),
      );
    },
    async close() {},
  };
}

/** The stored COG under `key`, opened (or kept from before). A key's bytes never change: keys are versioned. */
export function storedCog(settings: StorageSettings, key: string): Promise<GeoTIFF> {
  const id = `${JSON.stringify(settings)} ${key}`;
  let cog = cogs.get(id);
  if (cog) {
    cogs.delete(id);
    cogs.set(id, cog);
    return cog;
  }
  const storage = storeOf(settings);
  cog = storage
    .head(key)
    .then(({ size }) =>
      GeoTIFF.fromSource(
        storedSource(storage, key, size) as unknown as Parameters<typeof GeoTIFF.fromSource>[0],
      ),
    );
  cog.catch(() => cogs.delete(id));
  cogs.set(id, cog);
  while (cogs.size > KEPT) cogs.delete(cogs.keys().next().value!);
  return cog;
}
