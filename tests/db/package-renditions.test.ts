import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths, type IngestOptions } from '#src/ingest/ingest-paths.server.ts';
import { preferredImage } from '#src/shared/article/attachments.ts';
import type { Attachment } from '#src/shared/article/content-model.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { pdfBuffer, pngBuffer, zipBuffer } from '../factories/package-files.ts';
import { CORPUS_DIR, hasCorpus, sample } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

const MAX_XML = 20 * 1024 * 1024;

/**
 * Packages as publishers deliver them: TIFF-only figures (eLife's PMC zips), PDF figures
 * under a media folder (Open Journals' .jats packages), a PLOS MANIFEST.xml beside the XML.
 */
describe('article packages with figures browsers cannot show', () => {
  let pool: pg.Pool;
  let dir: string;
  let assetsDir: string;
  let options: IngestOptions;

  beforeAll(async () => {
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-renditions-test-'));
    assetsDir = path.join(dir, 'assets');
    options = {
      maxBytes: MAX_XML,
      packages: { assets: localFolderStorage(assetsDir), maxPackageBytes: 64 * 1024 * 1024, maxXmlBytes: MAX_XML },
    };
  });
  afterAll(async () => {
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const attachmentsOf = async (doi: string) =>
    (await pool.query<{ model: { attachments: Attachment[]; warnings: string[] } }>('SELECT model FROM articles WHERE doi = $1', [doi]))
      .rows[0]!.model;
  const stored = (a: Attachment | undefined) =>
    fs.readFile(path.join(assetsDir, a!.storageKey!.slice(0, 2), a!.storageKey!.slice(2, 4), a!.storageKey!));

  it('makes a web rendition and a thumbnail of a TIFF figure and of a PDF figure in a sub-folder; the originals stay', async () => {
    const pkg = path.join(dir, 'elife00218');
    await fs.mkdir(path.join(pkg, 'media'), { recursive: true });
    const xml = (await fs.readFile(sample('elife/elife00218.xml'), 'utf8')).replace(
      'xlink:href="elife00218f002"',
      'xlink:href="media/elife00218f002.pdf"',
    );
    // A .jats file (Open Journals' extension) is an article file.
    await fs.writeFile(path.join(pkg, 'elife00218.jats'), xml);
    await fs.writeFile(
      path.join(pkg, 'elife00218f001.tif'),
      await sharp(pngBuffer(120, 80, [200, 30, 30]))
        .tiff({ compression: 'lzw' })
        .toBuffer(),
    );
    await fs.writeFile(path.join(pkg, 'media', 'elife00218f002.pdf'), pdfBuffer(300, 200, [0, 0, 255]));

    const summary = await ingestPaths(pool, [pkg], options);
    expect(summary.failures).toEqual([]);
    expect(summary.ingested).toBe(1);
    const { attachments } = await attachmentsOf('10.7554/eLife.00218');
    const forRef = (ref: string) => attachments.filter((a) => a.ref === ref);

    const tif = forRef('elife00218f001');
    const original = tif.find((a) => a.extension === 'tif');
    expect(original).toMatchObject({ type: 'IMAGE', pixelWidth: 120, pixelHeight: 80 });
    const web = tif.find((a) => a.derivedFrom === original!.eid && a.type === 'IMAGE');
    expect(web).toMatchObject({ extension: 'jpg', mimetype: 'image/jpeg', pixelWidth: 120, pixelHeight: 80 });
    const webMeta = await sharp(await stored(web)).metadata();
    expect([webMeta.format, webMeta.width, webMeta.height]).toEqual(['jpeg', 120, 80]);
    const { data } = await sharp(await stored(web))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180); // the red survives the conversion
    expect(data[2]).toBeLessThan(70);
    const thumb = tif.find((a) => a.type === 'IMAGE-THUMBNAIL');
    expect(thumb).toMatchObject({ extension: 'webp', derivedFrom: original!.eid });
    expect((await sharp(await stored(thumb)).metadata()).format).toBe('webp');

    const pdf = forRef('elife00218f002.pdf');
    const pdfOriginal = pdf.find((a) => a.extension === 'pdf');
    expect(pdfOriginal).toMatchObject({ type: 'IMAGE', mimetype: 'application/pdf' });
    const pdfWeb = pdf.find((a) => a.derivedFrom === pdfOriginal!.eid && a.type === 'IMAGE');
    expect(pdfWeb).toMatchObject({ extension: 'png' });
    const pdfMeta = await sharp(await stored(pdfWeb)).metadata();
    expect(pdfMeta.format).toBe('png');
    expect(pdfMeta.width! / pdfMeta.height!).toBeCloseTo(1.5, 1);
    // Drawn blue in the middle, white at the margin.
    const raster = await sharp(await stored(pdfWeb))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...raster.data.subarray((y * raster.info.width + x) * 3, (y * raster.info.width + x) * 3 + 3)];
    expect(at(Math.round(raster.info.width / 2), Math.round(raster.info.height / 2))).toEqual([0, 0, 255]);
    expect(at(2, 2)).toEqual([255, 255, 255]);
    // The other figures of the article have no file: named per file.
    expect(summary.incomplete).toContain(`${pkg}: elife00218f003: no image file for this graphic in the package`);
  });

  it('reads a PLOS MANIFEST.xml with its package and never as an article', async () => {
    const pkg = path.join(dir, 'plos');
    await fs.mkdir(pkg);
    await fs.copyFile(sample('plos/journal.pone.0012262.xml'), path.join(pkg, 'journal.pone.0012262.xml'));
    await fs.writeFile(
      path.join(pkg, 'MANIFEST.xml'),
      '<?xml version="1.0"?><!DOCTYPE manifest SYSTEM "manifest.dtd"><manifest><articleBundle><article uri="info:doi/10.1371/journal.pone.0012262" main-entry="journal.pone.0012262.xml"><representation name="XML" entry="journal.pone.0012262.xml"/></article></articleBundle></manifest>',
    );
    await fs.writeFile(path.join(pkg, 'manifest.dtd'), '<!ELEMENT manifest (articleBundle)>');
    const summary = await ingestPaths(pool, [pkg], options);
    expect(summary.failures).toEqual([]);
    expect(summary.ingested + summary.updated).toBe(1);
  });

  it('says so when a package has no article file', async () => {
    const zip = path.join(dir, 'figures-only.zip');
    await fs.writeFile(zip, zipBuffer([{ name: 'f001.png', data: pngBuffer(2, 2, [1, 2, 3]) }]));
    const folder = path.join(dir, 'figures-only');
    await fs.mkdir(folder);
    await fs.writeFile(path.join(folder, 'f001.png'), pngBuffer(2, 2, [1, 2, 3]));
    const summary = await ingestPaths(pool, [zip, folder], options);
    expect(summary.failed).toBe(2);
    expect(summary.failures).toEqual(
      expect.arrayContaining([
        `${zip}: the package has no article file (.xml, .nxml, .jats, .bits or .norm-xml)`,
        `${folder}: no article file (.xml, .nxml, .jats, .bits or .norm-xml) and no package zip found`,
      ]),
    );
  });

  // The shared corpus's ten real packages (SOURCES.md), where the corpus is present (CI has it).
  it.runIf(hasCorpus)('ingests every package of the shared corpus with failed 0, every graphic with a displayable image', async () => {
    const summary = await ingestPaths(pool, [path.join(CORPUS_DIR, 'packages')], options);
    expect(summary.failures).toEqual([]);
    expect(summary.ingested + summary.updated).toBe(10);
    expect(summary.incomplete.filter((line) => line.includes('no image file') || line.includes('could be made'))).toEqual([]);
    const { rows } = await pool.query<{ doi: string; model: { attachments: Attachment[] } }>(
      "SELECT doi, model FROM articles WHERE doi LIKE '10.21105/%' OR doi LIKE '10.1590/%' OR doi IN ('10.7554/eLife.19405', '10.7554/eLife.46793', '10.1371/journal.pone.0056489', '10.1371/journal.pgen.1000100', '10.1371/journal.pone.0000010')",
    );
    expect(rows.length).toBe(10);
    for (const { doi, model } of rows) {
      const refs = new Set(model.attachments.filter((a) => a.type.startsWith('IMAGE') && a.storageKey).map((a) => a.ref));
      expect(refs.size, doi).toBeGreaterThan(0);
      for (const ref of refs) {
        const files = model.attachments.filter((a) => a.ref === ref && a.storageKey);
        expect(
          files.some((a) => preferredImage([a])),
          `${doi} ${ref}`,
        ).toBe(true);
        expect(
          files.some((a) => a.type === 'IMAGE-THUMBNAIL'),
          `${doi} ${ref} thumbnail`,
        ).toBe(true);
      }
    }
  });
});
