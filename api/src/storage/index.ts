import type { Config } from '../config';
import { localStorage } from './local';
import { s3Client, s3Storage } from './s3';
import type { FileStorage } from './types';

export type { ByteRange, FileStorage, StoredFileInfo } from './types';
export { isStoredFileNotFound, safeKey, StoredFileNotFound } from './keys';
export { localStorage } from './local';
export { parseStorageUrl, s3Client, s3Storage } from './s3';

/** The configured store: the local folder unless STORAGE_URL names a bucket (then nothing is written to the folder). */
export function openStorage(config: Pick<Config, 'storageDir' | 'storageUrl' | 's3'>): FileStorage {
  if (config.storageUrl) return s3Storage(s3Client(config.s3), config.storageUrl);
  return localStorage(config.storageDir);
}
