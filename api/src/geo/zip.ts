/** Reading zip archives (KMZ, zipped shapefiles) with a guard on the uncompressed size. */
import JSZip from 'jszip';
import { AreaImportError } from './errors';

export interface ZipEntries {
  names: string[];
  read(name: string): Promise<Uint8Array>;
}

/** Opens a zip; a truncated or corrupt archive is `corrupt`, more than `maxUnzippedBytes` inflated is `fileTooLarge`. */
export async function openZip(data: Buffer, maxUnzippedBytes: number): Promise<ZipEntries> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data, { checkCRC32: true });
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
        const bytes = await zip.file(name)!.async('uint8array');
        inflated += bytes.byteLength;
        if (inflated > maxUnzippedBytes)
          throw new AreaImportError('fileTooLarge', 'file', 'zip inflates beyond the limit');
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
