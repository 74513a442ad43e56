import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { AssetStorage } from '#src/storage/asset-storage.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { pngBuffer, vttText } from '../factories/package-files.ts';
import { sample } from './samples.ts';
import { ingestPackage } from './test-app.ts';

/** The figure and the video of the media package, to compare the bytes served with. */
export const MEDIA_PNG = pngBuffer(16, 9, [10, 20, 30]);
export const MEDIA_VIDEO = Buffer.from(Array.from({ length: 10_000 }, (_v, i) => i % 251));

export interface IngestedMediaPackage {
  /** The temporary folder (package and asset storage): remove it after the tests. */
  dir: string;
  storage: AssetStorage;
  /** The stored assets, by file extension (png, webm, vtt): their attachment eids and types. */
  eidOf: Record<string, string>;
  attachmentTypeOf: Record<string, string>;
}

/**
 * The eLife sample elife00218 as a package with a figure, a video and its captions, ingested
 * into asset storage in a new temporary folder named from `prefix`.
 */
export async function ingestMediaPackage(pool: pg.Pool, prefix: string): Promise<IngestedMediaPackage> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const pkg = path.join(dir, 'pkg');
  await fs.mkdir(pkg);
  await fs.copyFile(sample('elife/elife00218.xml'), path.join(pkg, 'elife00218.xml'));
  await fs.writeFile(path.join(pkg, 'elife00218f002.png'), MEDIA_PNG);
  await fs.writeFile(path.join(pkg, 'elife00218v002.webm'), MEDIA_VIDEO);
  await fs.writeFile(path.join(pkg, 'elife00218v002.vtt'), vttText(['Hello']));
  const storage = localFolderStorage(path.join(dir, 'assets'));
  await ingestPackage(pool, pkg, storage);
  const { rows } = await pool.query<{ eid: string; extension: string; attachment_type: string }>(
    'SELECT eid, extension, attachment_type FROM assets WHERE storage_key IS NOT NULL',
  );
  return {
    dir,
    storage,
    eidOf: Object.fromEntries(rows.map((r) => [r.extension, r.eid])),
    attachmentTypeOf: Object.fromEntries(rows.map((r) => [r.extension, r.attachment_type])),
  };
}
