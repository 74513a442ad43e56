import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { ingestPackage, type AssetSink, type PackageResult } from './ingest-package.server.ts';
import { isArticleFileName } from '../article-files.ts';
import { openFolderPackage, openZipPackage } from './open-package.server.ts';

/** A zip, or an XML file whose folder is a package (one XML file plus other files). */
export type PackageKind = 'zip' | 'folder';

export const ZIP_FILE = /\.zip$/i;

/** Most files a package may hold: far more than any article has, far fewer than a bomb. */
export const MAX_PACKAGE_ENTRIES = 2000;

export interface PackageOptions {
  assets: AssetSink;
  maxPackageBytes: number;
  maxXmlBytes: number;
  /** Web renditions, thumbnails, data profiles, GD, VM and the other enriched apps (default true; bench measures without). */
  enrich?: boolean;
}

/**
 * Tells which inputs are packages: a folder with exactly one article file and anything else
 * beside it (files, or sub-folders such as `media/images/`). A folder is read once however many XML files it holds
 * (a corpus folder of thousands of articles is not a package and costs one listing).
 */
export function packageDetector(): (file: string) => Promise<PackageKind | undefined> {
  const folders = new Map<string, Promise<boolean>>();
  const isPackageFolder = async (dir: string): Promise<boolean> => {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    const visible = entries.filter((e) => !e.name.startsWith('.') && (e.isFile() || e.isDirectory()));
    const xml = visible.filter((e) => e.isFile() && isArticleFileName(e.name)).length;
    return xml === 1 && visible.length > 1;
  };
  return async (file) => {
    if (ZIP_FILE.test(file)) return 'zip';
    const dir = path.dirname(file);
    let known = folders.get(dir);
    if (!known) folders.set(dir, (known = isPackageFolder(dir)));
    return (await known) ? 'folder' : undefined;
  };
}

/** Opens, ingests and cleans up one package. */
export async function ingestPackageInput(pool: pg.Pool, file: string, kind: PackageKind, options: PackageOptions): Promise<PackageResult> {
  const limits = { maxBytes: options.maxPackageBytes, maxEntries: MAX_PACKAGE_ENTRIES };
  const pkg = kind === 'zip' ? await openZipPackage(file, limits) : await openFolderPackage(file, limits);
  try {
    return await ingestPackage(pool, pkg, options.assets, options.maxXmlBytes, options.enrich !== false);
  } finally {
    await pkg.cleanup();
  }
}
