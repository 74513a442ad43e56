import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import type { StoredCover } from '#src/db/journal-repository.server.ts';
import { AdminError } from './admin-command.ts';

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
const FORMATS = new Set(['jpeg', 'png', 'webp']);
const MIN_SIDE = 100;
/** Twice the width the pages show covers at (high-density screens). */
const STORED_WIDTH = 600;

/**
 * A publisher's cover image from a file: a JPEG, PNG or WebP at least 100 px a side, stored as a
 * WebP 600 px wide (metadata dropped). Anything else is a usage error naming the file.
 */
export async function readCoverImage(file: string): Promise<StoredCover> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new AdminError(`--cover: ${file}: no such file`, 2);
  if (stat.size > COVER_MAX_BYTES) throw new AdminError(`--cover: ${file}: larger than 5 MB`, 2);
  const input = await fs.readFile(file);
  // Limit the decoded size too: a small file may claim a huge image.
  const image = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' });
  const meta = await image.metadata().catch(() => undefined);
  if (!meta?.format || !FORMATS.has(meta.format)) throw new AdminError(`--cover: ${file}: not a JPEG, PNG or WebP image`, 2);
  if ((meta.width ?? 0) < MIN_SIDE || (meta.height ?? 0) < MIN_SIDE) {
    throw new AdminError(`--cover: ${file}: ${meta.width}×${meta.height} px is too small (at least ${MIN_SIDE}×${MIN_SIDE})`, 2);
  }
  let webp: Buffer;
  try {
    webp = await image.rotate().resize({ width: STORED_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    throw new AdminError(`--cover: ${file}: the image cannot be read (${(error as Error).message})`, 2);
  }
  return { webp, sha256: createHash('sha256').update(webp).digest('hex') };
}
