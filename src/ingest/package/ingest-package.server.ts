import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { saveArticle, type SaveOutcome } from '#src/db/article-writer.server.ts';
import { formatMegabytes, IngestError, readArticleBuffer } from '../read-article.server.ts';
import { imageSize, type PixelSize } from './image-size.ts';
import { withArticlePdf } from './article-pdf.ts';
import { matchAssets } from './match-assets.ts';
import type { ArticlePackage } from './open-package.server.ts';
import { withFileProfiles } from '../enriched/compute-enriched.ts';
import { profileDataFiles } from '../enriched/profile-files.server.ts';
import { geospatialOf } from '../enriched/geospatial.server.ts';
import { entry } from '#src/shared/enriched/enriched-content.ts';

/**
 * Where ingest puts package files. The server's asset storage (src/storage) has this
 * shape; ingest only needs to add and, when saving the article fails, take back what it added.
 */
export interface AssetSink {
  /** Stores a file under its key; true when the key was new. */
  put(key: string, sourcePath: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export interface PackageResult {
  outcome: SaveOutcome;
  bytes: number;
  stored: number;
}

function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Pixel size of an image file from its first 64 KB (JPEG headers can sit behind large metadata). */
async function pixelSize(file: string): Promise<PixelSize | undefined> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(65_536), 0, 65_536, 0);
    return imageSize(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * Reads the package's XML, matches its files to attachments, stores the files, then saves the
 * article with each matched attachment's storage key. If saving fails, the files this run
 * added are removed again, so a failed package leaves nothing behind.
 */
export async function ingestPackage(pool: pg.Pool, pkg: ArticlePackage, sink: AssetSink, maxXmlBytes: number): Promise<PackageResult> {
  if (pkg.xml.size > maxXmlBytes) {
    throw new IngestError(`${pkg.label}: ${pkg.xml.name} is ${formatMegabytes(pkg.xml.size)}, over the ${formatMegabytes(maxXmlBytes)} limit (LECTERN_MAX_XML_BYTES)`);
  }
  const read = readArticleBuffer(path.join(pkg.label, pkg.xml.name), await fs.readFile(pkg.xml.path));
  const match = withArticlePdf(matchAssets(read.model, pkg.assets), read.model, pkg.xml.name, pkg.assets);
  const byName = new Map(pkg.assets.map((f) => [f.name, f]));
  const keys = new Map<string, string>();
  const sizes = new Map<string, PixelSize>();
  for (const [eid, name] of match.files) {
    const file = byName.get(name)!.path;
    keys.set(eid, await sha256File(file));
    const size = /\.(png|gif|jpe?g)$/i.test(name) ? await pixelSize(file) : undefined;
    if (size) sizes.set(eid, size);
  }
  const attachments = match.attachments.map((a) => {
    const key = keys.get(a.eid);
    if (!key) return a;
    const size = sizes.get(a.eid);
    return { ...a, storageKey: key, ...(size ? { pixelWidth: size.width, pixelHeight: size.height } : {}) };
  });
  const warnings = [...read.model.warnings];
  if (match.unmatched.length > 0) warnings.push(`package files not referenced by the article: ${match.unmatched.join(', ')}`);

  // DP: the package's data files profiled (ADR 006).
  const pathOf = (eid: string) => {
    const name = match.files.get(eid);
    return name ? byName.get(name)?.path : undefined;
  };
  // GD: KML/KMZ attachments as GeoJSON within the map limits; no entry when there are none.
  const geospatial = await geospatialOf(attachments, pathOf);
  const enriched = [...withFileProfiles(read.enriched, await profileDataFiles(attachments, pathOf)), ...(geospatial ? [entry('GD', geospatial)] : [])];

  const added: string[] = [];
  try {
    for (const [eid, name] of match.files) {
      const key = keys.get(eid)!;
      if (await sink.put(key, byName.get(name)!.path)) added.push(key);
    }
    const outcome = await saveArticle(pool, { ...read.model, attachments, warnings }, { file: pkg.xml.name, sha256: read.sha256, xml: read.xml, enriched });
    const bytes = read.bytes + [...match.files.values()].reduce((sum, n) => sum + byName.get(n)!.size, 0);
    return { outcome, bytes, stored: match.files.size };
  } catch (e) {
    await Promise.all(added.map((key) => sink.remove(key).catch(() => undefined)));
    throw e;
  }
}
