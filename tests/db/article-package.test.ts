import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths, type IngestOptions } from '#src/ingest/ingest-paths.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { pngBuffer, vttText, zipBuffer, type ZipEntry } from '../factories/package-files.ts';
import { sample, SAMPLES } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

const MAX_XML = 20 * 1024 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
}

describe('article packages: a folder or zip of one XML and its files', () => {
  let pool: pg.Pool;
  let dir: string;
  let assetsDir: string;
  let options: IngestOptions;
  const count = async () => (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0]!.n;

  beforeAll(async () => {
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-package-test-'));
    assetsDir = path.join(dir, 'assets');
    options = {
      maxBytes: MAX_XML,
      packages: { assets: localFolderStorage(assetsDir), maxPackageBytes: 4 * 1024 * 1024, maxXmlBytes: MAX_XML },
    };
  });
  afterAll(async () => {
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('ingests a folder package: matched files are stored and listed with their storage keys', async () => {
    const pkg = path.join(dir, 'elife00218');
    await fs.mkdir(pkg);
    await fs.copyFile(sample('elife/elife00218.xml'), path.join(pkg, 'elife00218.xml'));
    await fs.writeFile(path.join(pkg, 'elife00218f001.png'), pngBuffer(40, 30, [200, 0, 0]));
    await fs.writeFile(path.join(pkg, 'elife00218f001_lrg.png'), pngBuffer(80, 60, [0, 0, 200]));
    await fs.writeFile(path.join(pkg, 'elife00218v001.webm'), Buffer.alloc(5000, 7));
    await fs.writeFile(path.join(pkg, 'elife00218v001.vtt'), vttText(['Rotating map']));
    await fs.writeFile(path.join(pkg, 'notes.txt'), 'not part of the article');

    const summary = await ingestPaths(pool, [pkg], options);
    expect(summary.failures).toEqual([]);
    expect(summary.ingested).toBe(1);
    const { rows } = await pool.query<{ attachment_type: string; ref: string; filesize: string; storage_key: string; extension: string }>(
      `SELECT attachment_type, ref, filesize, storage_key, extension FROM assets a JOIN articles r ON r.id = a.article_id
       WHERE r.doi = '10.7554/eLife.00218' AND storage_key IS NOT NULL ORDER BY attachment_type, extension`,
    );
    expect(rows.map((r) => [r.attachment_type, r.ref, r.extension])).toEqual([
      ['CLOSED-CAPTION-VTT', 'video1', 'vtt'],
      ['IMAGE', 'elife00218f001', 'png'],
      ['IMAGE-HIGH-RES', 'elife00218f001', 'png'],
      // A figure without a thumbnail in its package gets one made at ingest.
      ['IMAGE-THUMBNAIL', 'elife00218f001', 'webp'],
      ['VIDEO', 'video1', 'webm'],
    ]);
    expect(Number(rows.find((r) => r.extension === 'webm')!.filesize)).toBe(5000);
    // Content-addressed: five distinct files (one a made thumbnail), stored once each; the unreferenced note is not stored.
    expect(await filesUnder(assetsDir)).toEqual(rows.map((r) => r.storage_key).sort());
    const model = (await pool.query<{ model: { warnings: string[] } }>("SELECT model FROM articles WHERE doi = '10.7554/eLife.00218'"))
      .rows[0]!.model;
    expect(model.warnings).toContain('package files not referenced by the article: notes.txt');
  });

  it('re-ingesting the bare XML keeps the files the package brought', async () => {
    const storedFiles = async () =>
      (
        await pool.query<{ attachment_type: string; storage_key: string }>(
          `SELECT attachment_type, storage_key FROM assets a JOIN articles r ON r.id = a.article_id
           WHERE r.doi = '10.7554/eLife.00218' AND storage_key IS NOT NULL ORDER BY attachment_type, storage_key`,
        )
      ).rows;
    const before = await storedFiles();
    expect(before.length).toBe(5);
    const summary = await ingestPaths(pool, [sample('elife/elife00218.xml')], options);
    expect(summary).toMatchObject({ updated: 1, failed: 0 });
    expect(await storedFiles()).toEqual(before);
    const model = (
      await pool.query<{ model: { attachments: Array<{ storageKey?: string }> } }>(
        "SELECT model FROM articles WHERE doi = '10.7554/eLife.00218'",
      )
    ).rows[0]!.model;
    expect(model.attachments.filter((a) => a.storageKey).length).toBe(5);
  });

  it('ingests a zip package', async () => {
    const zip = path.join(dir, 'elife00005.zip');
    await fs.writeFile(
      zip,
      zipBuffer([
        { name: 'elife00005/elife00005.xml', data: await fs.readFile(SAMPLES.elife00005), deflate: true },
        { name: 'elife00005/elife00005f001.png', data: pngBuffer(10, 10, [0, 150, 0]) },
        { name: 'elife00005/elife00005s002.xlsx', data: 'PK fake spreadsheet bytes' },
      ]),
    );
    const summary = await ingestPaths(pool, [zip], options);
    expect(summary.failures).toEqual([]);
    const { rows } = await pool.query<{ attachment_type: string; extension: string }>(
      `SELECT attachment_type, extension FROM assets a JOIN articles r ON r.id = a.article_id
       WHERE r.doi = '10.7554/eLife.00005' AND storage_key IS NOT NULL ORDER BY extension`,
    );
    expect(rows).toEqual([
      { attachment_type: 'IMAGE', extension: 'png' },
      { attachment_type: 'IMAGE-THUMBNAIL', extension: 'webp' },
      { attachment_type: 'APPLICATION', extension: 'xlsx' },
    ]);
  });

  const xml = () => fs.readFile(SAMPLES.elifeMath);
  const hostile: [string, () => Promise<ZipEntry[]>, RegExp][] = [
    [
      'zip-slip (..)',
      async () => [
        { name: 'a.xml', data: await xml() },
        { name: '../evil.png', data: 'x' },
      ],
      /: entry points outside the package \(invalid relative path: \.\.\/evil\.png\)$/,
    ],
    [
      'absolute path',
      async () => [
        { name: 'a.xml', data: await xml() },
        { name: '/etc/evil.png', data: 'x' },
      ],
      /: entry points outside the package \(absolute path: \/etc\/evil\.png\)$/,
    ],
    [
      'symbolic link',
      async () => [
        { name: 'a.xml', data: await xml() },
        { name: 'link.png', data: '/etc/passwd', mode: 0o120777 },
      ],
      /entry "link\.png" is a symbolic link/,
    ],
    [
      'zip bomb, honest sizes',
      async () => [
        { name: 'a.xml', data: await xml() },
        { name: 'big.png', data: Buffer.alloc(5 * 1024 * 1024), deflate: true },
      ],
      /package unpacks to more than 4194304 bytes \(LECTERN_MAX_PACKAGE_BYTES\)/,
    ],
    [
      'zip bomb, lying sizes',
      async () => [
        { name: 'a.xml', data: await xml() },
        { name: 'big.png', data: Buffer.alloc(5 * 1024 * 1024), deflate: true, declaredSize: 100 },
      ],
      /: broken zip archive \(too many bytes in the stream\. expected 100\./,
    ],
    [
      'two articles',
      async () => [
        { name: 'a.xml', data: await xml() },
        { name: 'b.xml', data: await xml() },
      ],
      /a package holds exactly one article XML file; found 2/,
    ],
    [
      'malformed XML',
      async () => [
        { name: 'a.xml', data: '<article><front></article>' },
        { name: 'elife08687f001.png', data: pngBuffer(2, 2, [1, 2, 3]) },
      ],
      /a\.xml:1:\d+ .*close tag/i,
    ],
  ];

  it.each(hostile)('refuses a zip with %s, precisely, and stores nothing', async (name, entries, message) => {
    const before = { articles: await count(), files: await filesUnder(assetsDir) };
    const zip = path.join(dir, `${name.replace(/\W+/g, '-')}.zip`);
    await fs.writeFile(zip, zipBuffer(await entries()));
    const summary = await ingestPaths(pool, [zip], options);
    expect(summary.failed).toBe(1);
    expect(summary.failures[0]).toContain(zip);
    expect(summary.failures[0]).toMatch(message);
    expect(await count()).toBe(before.articles);
    expect(await filesUnder(assetsDir)).toEqual(before.files);
    await expect(fs.stat(path.join(dir, 'evil.png'))).rejects.toThrow();
  });

  it('refuses a broken or oversized zip file, and a zip without asset storage', async () => {
    const broken = path.join(dir, 'broken.zip');
    await fs.writeFile(broken, zipBuffer([{ name: 'a.xml', data: 'x' }]).subarray(0, 20));
    const big = path.join(dir, 'big.zip');
    await fs.writeFile(big, Buffer.alloc(4 * 1024 * 1024 + 1));
    const summary = await ingestPaths(pool, [broken, big], options);
    // Files are ingested concurrently: failures arrive in either order.
    expect([...summary.failures].sort()).toEqual([
      `${big}: package is 4194305 bytes, over the 4194304 byte limit (LECTERN_MAX_PACKAGE_BYTES)`,
      expect.stringMatching(/broken\.zip: not a readable zip archive \(End of central directory record/),
    ]);
    const without = await ingestPaths(pool, [broken], { maxBytes: MAX_XML });
    expect(without.failures).toEqual([`${broken}: zip packages can only be ingested with asset storage`]);
  });
});
