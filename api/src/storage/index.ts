import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

/** Files (uploads, products) go through this interface; the local folder is the default backend. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const safeKey = (key: string) => {
  if (!/^[\w./-]+$/.test(key) || key.includes('..') || key.startsWith('/'))
    throw new Error(`bad storage key ${key}`);
  return key;
};

export function localStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, safeKey(key));
  return {
    async put(key, data) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), data);
    },
    get: (key) => readFile(file(key)),
    remove: (key) => rm(file(key), { force: true }),
  };
}

/** The configured store: the local folder unless STORAGE_URL names a bucket. */
export function openStorage(config: Pick<Config, 'storageDir' | 'storageUrl'>): FileStorage {
  if (config.storageUrl) throw new Error('STORAGE_URL is not supported yet');
  return localStorage(config.storageDir);
}
