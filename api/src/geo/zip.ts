/** Reading zip archives (KMZ, zipped shapefiles) with a guard on the uncompressed size. */
import JSZip from 'jszip';
import { AreaImportError } from './errors';

export interface ZipEntries {
  names: string[];
  read(name: string): Promise<Uint8Array>;
}

/** Entries a KMZ or zipped shapefile may hold (a shapefile is 3–8 files; a KMZ a document and its images). */
export const MAX_ZIP_ENTRIES = 1000;

/**
 * The entry count of the zip's end-of-central-directory record, read before any parsing: reading a directory of
 * 20,000 entries costs seconds. Null when the record is missing (the parser then reports the archive corrupt).
 */
export function zipEntryCount(data: Buffer): number | null {
  const from = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= from; i--)
    if (data.readUInt32LE(i) === 0x06054b50) return data.readUInt16LE(i + 10);
  return null;
}

interface JSZipStream {
  on(event: 'data', fn: (chunk: Uint8Array) => void): JSZipStream;
  on(event: 'error', fn: (err: Error) => void): JSZipStream;
  on(event: 'end', fn: () => void): JSZipStream;
  pause(): JSZipStream;
  resume(): JSZipStream;
}

/** Inflates one entry, counting bytes as they come out and stopping at `budget` (size headers can lie). */
function inflateWithin(file: JSZip.JSZipObject, budget: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    // JSZip's streaming reader (documented, missing from its type declarations): inflates chunk by chunk.
    const stream = (file as unknown as { internalStream(type: 'uint8array'): JSZipStream }).internalStream(
      'uint8array',
    );
    stream
      .on('data', (chunk: Uint8Array) => {
        size += chunk.byteLength;
        if (size > budget) {
          stream.pause();
          reject(new AreaImportError('fileTooLarge', 'file', 'zip inflates beyond the limit'));
          return;
        }
        chunks.push(chunk);
      })
      .on('error', reject)
      .on('end', () => resolve(Buffer.concat(chunks)))
      .resume();
  });
}

/** Opens a zip; a truncated or corrupt archive is `corrupt`, more than `maxUnzippedBytes` inflated is `fileTooLarge`. */
export async function openZip(data: Buffer, maxUnzippedBytes: number): Promise<ZipEntries> {
  const entries = zipEntryCount(data);
  if (entries !== null && entries > MAX_ZIP_ENTRIES)
    throw new AreaImportError('fileTooLarge', 'file', `zip of ${entries} entries`);
  let zip: JSZip;
  try {
    // No CRC check at load: it inflates every entry in full before any limit applies (a zip bomb costs seconds).
    zip = await JSZip.loadAsync(data);
  } catch (err) {
    throw new AreaImportError('corrupt', 'file', `zip: ${(err as Error).message}`);
  }
  const files = Object.values(zip.files).filter((f) => !f.dir && !f.name.startsWith('__MACOSX/'));
  let declared = 0;
  for (const f of files)
    declared += (f as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
  if (declared > maxUnzippedBytes)
    throw new AreaImportError('fileTooLarge', 'file', `zip inflates to ${declared} bytes`);
  let inflated = 0;
  return {
    names: files.map((f) => f.name),
    async read(name) {
      try {
        const bytes = await inflateWithin(zip.file(name)!, maxUnzippedBytes - inflated);
        inflated += bytes.byteLength;
        return bytes;
      } catch (err) {
        if (err instanceof AreaImportError) throw err;
        throw new AreaImportError('corrupt', 'file', `zip entry ${name}: ${(err as Error).message}`);
      }
    },
  };
}

export const extOf = (name: string) => {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i).toLowerCase();
};
