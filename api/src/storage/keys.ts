/** Storage keys are relative paths of word characters, dots, dashes and slashes: never absolute, never `..`. */
export function safeKey(key: string): string {
  if (!/^[\w./-]+$/.test(key) || key.includes('..') || key.startsWith('/') || key.endsWith('/'))
    throw new Error(`bad storage key ${key}`);
  return key;
}

/** A list prefix is a key or the start of one ('' lists everything). */
export function safePrefix(prefix: string): string {
  if (prefix !== '' && (!/^[\w./-]+$/.test(prefix) || prefix.includes('..') || prefix.startsWith('/')))
    throw new Error(`bad storage prefix ${prefix}`);
  return prefix;
}

/** No file under that key: routes answer 404. */
export class StoredFileNotFound extends Error {
  constructor(readonly key: string) {
    super(`no stored file ${key}`);
    this.name = 'StoredFileNotFound';
  }
}

export const isStoredFileNotFound = (err: unknown): err is StoredFileNotFound =>
  err instanceof StoredFileNotFound;
