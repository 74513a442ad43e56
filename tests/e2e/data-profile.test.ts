import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import type pg from 'pg';
import { createAssetRepository } from '#src/db/asset-repository.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { E2E_PORT, listenSecondSite, type SecondSite, ownDatabase, type OwnDatabase } from './support/e2e-site.ts';

/**
 * DP — data profile (spec 000 §3; ADR 006) of a package article on its real data files: the
 * PLOS Genetics package pgen-1000100 (tests/fixtures/packages, CC BY; its README) with its MANIFEST and
 * its supplementary data (Tables S1 and S2 as XLS, Text S1 as PDF), ingested into a database of
 * its own. Its figures are left out to keep the suite fast: ingest lists them as missing. The
 * NLM 2.0 XML has no <license> element (its copyright statement gives the CC BY terms), so the
 * article is not open access as ingested: an anonymous reader first gets the files' names, kinds
 * and sizes only; once it is marked open access (as the publisher's statement says it is), the
 * download links.
 */
const DATABASE = `lectern_e2e_dp_${E2E_PORT}`;
const SOURCE = path.resolve('tests/fixtures/packages/pgen-1000100');
const FILES = [
  'pgen.1000100.xml',
  'MANIFEST.xml',
  'manifest.dtd',
  'pgen.1000100.s004.xls',
  'pgen.1000100.s005.pdf',
  'pgen.1000100.s006.xls',
];

let db: OwnDatabase | undefined;
let pool: pg.Pool;
let site: SecondSite;
let packageDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  packageDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-dp-'));
  for (const f of FILES) copyFileSync(path.join(SOURCE, f), path.join(packageDir, f));
  db = await ownDatabase(DATABASE);
  pool = db.pool;
  const storage = localFolderStorage(mkdtempSync(path.join(os.tmpdir(), 'lectern-dp-assets-')));
  const summary = await ingestPaths(pool, [packageDir], {
    maxBytes: 20 * 1024 * 1024,
    packages: { assets: storage, maxPackageBytes: 20 * 1024 * 1024, maxXmlBytes: 20 * 1024 * 1024 },
  });
  expect(summary.failures).toEqual([]);
  site = await listenSecondSite(pool, { media: { baseUrl: '/media', assets: createAssetRepository(pool), storage } });
});

test.afterAll(async () => {
  await site?.close();
  await db?.drop();
  if (packageDir) rmSync(packageDir, { recursive: true, force: true });
});

test('a package article shows its data profile: each data file with kind and size; links and bytes only with the full text; axe-clean', async ({
  page: first,
  browser,
}) => {
  const open = async (page: Page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const enriched = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/enriched-content'));
    const response = await page.goto(`${site.base}/doi/10.1371/journal.pgen.1000100`);
    expect(response?.status()).toBe(200);
    expect((await enriched).status()).toBe(200);
    return page.getByRole('region', { name: 'Research data', exact: true }).getByRole('region', { name: 'Data profile' });
  };
  // Not open access as delivered: names, kinds and sizes, no link to the files (ADR 006 entitlement).
  let profile = await open(first);
  await expect(profile.getByRole('heading', { level: 3, name: 'Data availability' })).toBeVisible();
  await expect(profile.getByRole('listitem')).toHaveText([
    'Table S1 spreadsheet, 614 KB',
    'Table S2 document, 53 KB',
    'Table S3 spreadsheet, 109 KB',
  ]);
  await expect(profile.getByRole('link')).toHaveCount(0);

  const marked = await pool.query("UPDATE articles SET open_access = true WHERE lower(doi) = '10.1371/journal.pgen.1000100'");
  expect(marked.rowCount).toBe(1);
  // A new browser: the first answer may be kept for 60 s (private cache), as it may for a reader.
  const context = await browser.newContext();
  const page = await context.newPage();
  profile = await open(page);
  const link = profile.getByRole('link', { name: 'Table S1' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/media\/[^/]+\?download$/);
  // The download is the publisher's file, byte for byte.
  const file = await page.request.get(`${site.base}${href}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/vnd.ms-excel');
  expect(file.headers()['content-disposition']).toBe('attachment; filename="journal.pgen.1000100.s004.xls"');
  expect(Buffer.compare(await file.body(), readFileSync(path.join(SOURCE, 'pgen.1000100.s004.xls')))).toBe(0);

  const results = await new AxeBuilder({ page }).include('#ec-research-data').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await context.close();
});
