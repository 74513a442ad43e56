import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ARTICLE_FILE_EXTENSIONS, isArticleFileName, isPackageManifest } from '../article-files.ts';
import { IngestError } from '../read-article.server.ts';
import { extractZip } from './zip-extract.server.ts';

/**
 * An article package: one article XML and the files it refers to. Either a folder that holds
 * exactly one article file (its other files, in sub-folders too — `media/images/fig1.png` — are
 * the assets) or a zip with one article file anywhere inside (every other file is an asset,
 * matched by file name). A PLOS `MANIFEST.xml` is kept apart: it names the files.
 */

export interface PackageFile {
  name: string;
  path: string;
  size: number;
}

export interface ArticlePackage {
  /** The package as the user named it, for messages. */
  label: string;
  xml: PackageFile;
  assets: PackageFile[];
  /** The package's PLOS MANIFEST.xml, when it has one. */
  manifest?: PackageFile;
  /** Removes anything unpacked into a temporary folder. */
  cleanup(): Promise<void>;
}

export interface PackageLimits {
  /** Largest total size of the package's files (LECTERN_MAX_PACKAGE_BYTES). */
  maxBytes: number;
  maxEntries: number;
}

async function filesOf(dir: string, names: string[]): Promise<PackageFile[]> {
  const out: PackageFile[] = [];
  for (const rel of names) {
    const full = path.join(dir, rel);
    const stat = await fs.lstat(full);
    if (stat.isFile()) out.push({ name: path.basename(rel), path: full, size: stat.size });
  }
  return out;
}

function split(label: string, files: PackageFile[], cleanup: () => Promise<void>): ArticlePackage {
  const xmls = files.filter((f) => isArticleFileName(f.name));
  if (xmls.length === 0) throw new IngestError(`${label}: the package has no article file (${ARTICLE_FILE_EXTENSIONS})`);
  if (xmls.length !== 1) {
    throw new IngestError(`${label}: a package holds exactly one article XML file; found ${xmls.length}`);
  }
  const manifest = files.find((f) => isPackageManifest(f.name));
  const assets = files.filter((f) => f !== xmls[0] && f !== manifest && !f.name.startsWith('.'));
  return { label, xml: xmls[0]!, assets, ...(manifest ? { manifest } : {}), cleanup };
}

/** A folder package; `xmlFile` is its one article file. Symbolic links are never followed. */
export async function openFolderPackage(xmlFile: string, limits: PackageLimits): Promise<ArticlePackage> {
  const dir = path.dirname(xmlFile);
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  const names = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  const files = await filesOf(
    dir,
    names.filter((n) => !n.split(path.sep).some((part) => part.startsWith('.'))),
  );
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (files.length > limits.maxEntries)
    throw new IngestError(`${dir}: package has ${files.length} files, over the limit of ${limits.maxEntries}`);
  if (total > limits.maxBytes) {
    throw new IngestError(`${dir}: package is ${total} bytes, over the ${limits.maxBytes} byte limit (LECTERN_MAX_PACKAGE_BYTES)`);
  }
  return split(dir, files, async () => {});
}

/** A zip package, unpacked (within the limits) into a temporary folder. */
export async function openZipPackage(zipFile: string, limits: PackageLimits): Promise<ArticlePackage> {
  const stat = await fs.stat(zipFile).catch(() => undefined);
  if (!stat?.isFile()) throw new IngestError(`${zipFile}: no such file`);
  if (stat.size > limits.maxBytes) {
    throw new IngestError(`${zipFile}: package is ${stat.size} bytes, over the ${limits.maxBytes} byte limit (LECTERN_MAX_PACKAGE_BYTES)`);
  }
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-package-'));
  const cleanup = () => fs.rm(temp, { recursive: true, force: true });
  try {
    const names = await extractZip(zipFile, temp, limits);
    return split(zipFile, await filesOf(temp, names), cleanup);
  } catch (e) {
    await cleanup();
    if (e instanceof IngestError) throw new IngestError(e.message.replace(/^[^:]+:/, `${zipFile}:`));
    throw e;
  }
}
