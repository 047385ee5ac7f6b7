import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
