import type { Readable } from 'node:stream';

/** What a stored file is, without its bytes. */
export interface StoredFileInfo {
  size: number;
  /** A strong validator (quoted, as in an HTTP ETag header): changes whenever the bytes may have changed. */
  etag: string;
  modified: Date;
}

/** Inclusive byte positions, as in an HTTP range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Every file the portal keeps (uploads, products) goes through this interface: the local folder is the embedded
 * default, an S3 bucket the choice of deployments with several API copies. A missing key rejects with
 * StoredFileNotFound; a key that is not a safe relative path throws.
 */
export interface FileStorage {
  /** Stores bytes under key, replacing what was there. A stream is stored without holding it in memory. */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The whole file in memory: for small files only; downloads use `read`. */
  get(key: string): Promise<Buffer>;
  /** Streams the file, or the given range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  head(key: string): Promise<StoredFileInfo>;
  /** Removes the file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Every key starting with prefix, with its size. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /** Releases what the store holds (an S3 client's sockets); the store is not used afterwards. */
  close?(): void;
}
