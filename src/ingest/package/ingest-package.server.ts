import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { saveArticle, type SaveOutcome } from '#src/db/article-writer.server.ts';
import { formatMegabytes, IngestError, readArticleBuffer } from '../read-article.server.ts';
import { imageSize, type PixelSize } from './image-size.ts';
import { withArticlePdf } from './article-pdf.ts';
import type { Attachment } from '#src/shared/article/content-model.ts';
import { imagePixels } from '../images/web-image.server.ts';
import { makeFigureRenditions } from './figure-renditions.server.ts';
import { matchAssets, missingFiles } from './match-assets.ts';
import type { ArticlePackage } from './open-package.server.ts';
import { withFileProfiles } from '../enriched/compute-enriched.ts';
import { profileDataFiles } from '../enriched/profile-files.server.ts';
import { geospatialOf } from '../enriched/geospatial.server.ts';
import { entry } from '#src/shared/enriched/enriched-content.ts';
import { parsePlosManifest, type PackageManifest } from './plos-manifest.ts';
import { makeDeepZoomPyramids, vmPayloadOf } from '../enriched/deep-zoom.server.ts';
import type { DeepZoomTileSet } from '#src/db/deep-zoom-repository.server.ts';

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
  /** What the package lacks to be shown in full, one line per file (also kept in the article's warnings). */
  missing: string[];
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

/** Pixel size of an image file from its first 64 KB (JPEG headers can sit behind large metadata); TIFFs through sharp. */
async function pixelSize(file: string, extension: string): Promise<PixelSize | undefined> {
  if (/^tiff?$/i.test(extension)) return imagePixels(file);
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
async function readManifest(pkg: ArticlePackage): Promise<PackageManifest | undefined> {
  if (!pkg.manifest) return undefined;
  try {
    return parsePlosManifest(await fs.readFile(pkg.manifest.path, 'utf8'));
  } catch (e) {
    throw new IngestError(`${pkg.label}: ${pkg.manifest.name}: ${(e as Error).message}`);
  }
}

interface StoredFile {
  key: string;
  path: string;
  size: number;
}

/**
 * Reads the package's XML, matches its files to attachments, makes web renditions and
 * thumbnails of its figures, stores the files, then saves the article with each attachment's
 * storage key. If saving fails, the files this run added are removed again, so a failed
 * package leaves nothing behind.
 */
export async function ingestPackage(
  pool: pg.Pool,
  pkg: ArticlePackage,
  sink: AssetSink,
  maxXmlBytes: number,
  enrich = true,
): Promise<PackageResult> {
  if (pkg.xml.size > maxXmlBytes) {
    throw new IngestError(
      `${pkg.label}: ${pkg.xml.name} is ${formatMegabytes(pkg.xml.size)}, over the ${formatMegabytes(maxXmlBytes)} limit (LECTERN_MAX_XML_BYTES)`,
    );
  }
  const read = readArticleBuffer(path.join(pkg.label, pkg.xml.name), await fs.readFile(pkg.xml.path), enrich);
  const matched = matchAssets(read.model, pkg.assets, await readManifest(pkg));
  const match = withArticlePdf(matched, read.model, pkg.xml.name, pkg.assets);
  const byName = new Map(pkg.assets.map((f) => [f.name, f]));
  const files = new Map<string, StoredFile>();
  for (const [eid, name] of match.files) {
    const f = byName.get(name)!;
    files.set(eid, { key: await sha256File(f.path), path: f.path, size: f.size });
  }
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-renditions-'));
  const added: string[] = [];
  try {
    const withSizes = await Promise.all(
      match.attachments.map(async (a): Promise<Attachment> => {
        const f = files.get(a.eid);
        if (!f) return a;
        // By the attachment's extension: PLOS names its PNG renditions "….PNG_L".
        const size = /^(png|gif|jpe?g|tiff?)$/i.test(a.extension ?? '') ? await pixelSize(f.path, a.extension!) : undefined;
        return { ...a, storageKey: f.key, ...(size ? { pixelWidth: size.width, pixelHeight: size.height } : {}) };
      }),
    );
    const renditions = enrich ? await makeFigureRenditions(withSizes, (a) => files.get(a.eid)?.path, scratch) : { made: [], problems: [] };
    for (const m of renditions.made) {
      const stat = await fs.stat(m.file);
      files.set(m.attachment.eid, { key: await sha256File(m.file), path: m.file, size: stat.size });
    }
    const attachments = [
      ...withSizes,
      ...renditions.made.map((m) => ({
        ...m.attachment,
        storageKey: files.get(m.attachment.eid)!.key,
        filesize: files.get(m.attachment.eid)!.size,
      })),
    ];
    // DP: the package's data files profiled; GD: KML/KMZ attachments as GeoJSON within the map limits (ADR 006).
    const pathOf = (eid: string) => files.get(eid)?.path;
    const geospatial = enrich ? await geospatialOf(attachments, pathOf) : undefined;
    // VM: images of 20 megapixels or more cut into Deep Zoom pyramids (ADR 006).
    const deepZoom = enrich ? await makeDeepZoomPyramids(read.model, attachments, pathOf, scratch) : { pyramids: [], problems: [] };
    const tileSets: DeepZoomTileSet[] = [];
    const tileFiles: StoredFile[] = [];
    for (const p of deepZoom.pyramids) {
      const stat = await fs.stat(p.descriptor);
      files.set(p.attachment.eid, { key: await sha256File(p.descriptor), path: p.descriptor, size: stat.size });
      attachments.push({ ...p.attachment, storageKey: files.get(p.attachment.eid)!.key, filesize: stat.size });
      const tiles = await Promise.all(p.tiles.map(async (t) => ({ ...t, storageKey: await sha256File(t.file) })));
      tileFiles.push(...tiles.map((t) => ({ key: t.storageKey, path: t.file, size: 0 })));
      tileSets.push({ eid: p.attachment.eid, tiles: tiles.map(({ level, col, row, storageKey }) => ({ level, col, row, storageKey })) });
    }
    const vm = vmPayloadOf(deepZoom);
    const enriched = [
      ...(enrich ? withFileProfiles(read.enriched, await profileDataFiles(attachments, pathOf)) : []),
      ...(geospatial ? [entry('GD', geospatial)] : []),
      ...(vm ? [entry('VM', vm)] : []),
    ];
    const missing = [...missingFiles(read.model, match), ...renditions.problems, ...deepZoom.problems];
    const warnings = [...read.model.warnings, ...missing];
    if (match.unmatched.length > 0) warnings.push(`package files not referenced by the article: ${match.unmatched.join(', ')}`);

    for (const f of [...files.values(), ...tileFiles]) {
      if (await sink.put(f.key, f.path)) added.push(f.key);
    }
    const outcome = await saveArticle(
      pool,
      { ...read.model, attachments, warnings },
      { file: pkg.xml.name, sha256: read.sha256, xml: read.xml, enriched, deepZoom: tileSets },
    );
    const bytes = read.bytes + [...match.files.values()].reduce((sum, n) => sum + byName.get(n)!.size, 0);
    return { outcome, bytes, stored: files.size, missing };
  } catch (e) {
    await Promise.all(added.map((key) => sink.remove(key).catch(() => undefined)));
    throw e;
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
