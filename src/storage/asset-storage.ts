import type { Readable } from 'node:stream';

/**
 * Where article files (images, videos, captions, supplementary data) live. Keys are the
 * SHA-256 of the content, so a file is stored once however many articles or re-ingests name
 * it, and a key never changes meaning (which is what lets responses be cached as immutable).
 * The local folder is the default; an S3-compatible store implements the same calls.
 */
export interface AssetStorage {
  /** Stores the file at `sourcePath` under `key`; false (and nothing written) when the key is already stored. */
  put(key: string, sourcePath: string): Promise<boolean>;
  /** Deletes a stored file (used to take back a failed ingest's files). */
  remove(key: string): Promise<void>;
  /** Byte size of a stored file, or undefined when the key is not stored. */
  size(key: string): Promise<number | undefined>;
  /** The stored bytes, or the inclusive byte range [start, end] of them. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Human-readable location for logs ("/srv/lectern/data/assets"). */
  readonly description: string;
}

const KEY = /^[0-9a-f]{64}$/;

/** Keys are lower-case hex SHA-256 digests; anything else never reaches a file system path. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}
