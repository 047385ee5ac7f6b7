import type { Config } from '../config';
import { localStorage } from './local';
import { s3Client, s3Storage } from './s3';
import { isStoredFileNotFound } from './keys';
import type { FileStorage } from './types';

export type { ByteRange, FileStorage, StoredFileInfo } from './types';
export {
  changeRasterKey,
  changeTileKey,
  EXPORTS_PREFIX,
  exportFileKey,
  isStoredFileNotFound,
  productPackageKey,
  productRasterKey,
  quicklookKey,
  safeKey,
  samplePictureKey,
  sceneTileKey,
  StoredFileNotFound,
} from './keys';
export { localStorage } from './local';
export { parseStorageUrl, s3Client, s3Storage } from './s3';

/** The configured store: the local folder unless STORAGE_URL names a bucket (then nothing is written to the folder). */
export function openStorage(config: Pick<Config, 'storageDir' | 'storageUrl' | 's3'>): FileStorage {
  if (config.storageUrl) return s3Storage(s3Client(config.s3), config.storageUrl);
  return localStorage(config.storageDir);
}

/** Whether a file is stored under key. */
export async function isStored(storage: FileStorage, key: string): Promise<boolean> {
  try {
    await storage.head(key);
    return true;
  } catch (err) {
    if (isStoredFileNotFound(err)) return false;
    throw err;
  }
}
