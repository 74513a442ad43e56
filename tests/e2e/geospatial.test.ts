import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import type pg from 'pg';
import { createAssetRepository } from '#src/db/asset-repository.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { E2E_PORT, listenSecondSite, type SecondSite, ownDatabase, type OwnDatabase } from './support/e2e-site.ts';

/**
 * Geospatial data (GD, spec 000 §3, §4, §7): the sample article S0012821X13002185 (Egan et al.
 * 2013, CC BY) packaged with tests/fixtures/geospatial/odp-sites.kml — its two ODP coring sites
 * — as a KML attachment, ingested into a database of its own and served by a second app on the
 * same build. No tile URL is configured: the map shows the bundled world outline (offline).
 */
const DATABASE = `lectern_e2e_geo_${E2E_PORT}`;
const PII = 'S0012821X13002185';
const KML = path.resolve('tests/fixtures/geospatial/odp-sites.kml');

let db: OwnDatabase | undefined;
let pool: pg.Pool;
let site: SecondSite;
let packageDir: string;
let storage: ReturnType<typeof localFolderStorage>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  packageDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-geo-'));
  const xml = readFileSync(path.resolve(`samples/elsevier/${PII}.norm-xml`), 'utf8');
  const attachment =
    `<xocs:attachment><xocs:attachment-eid>1-s2.0-${PII}-mmc9.kml</xocs:attachment-eid><xocs:file-basename>mmc9</xocs:file-basename>` +
    `<xocs:filename>mmc9.kml</xocs:filename><xocs:extension>kml</xocs:extension><xocs:filesize>${statSync(KML).size}</xocs:filesize>` +
    `<xocs:attachment-type>APPLICATION</xocs:attachment-type></xocs:attachment>`;
  expect(xml).toContain('</xocs:web-pdf>');
  writeFileSync(path.join(packageDir, `${PII}.norm-xml`), xml.replace('</xocs:web-pdf>', `</xocs:web-pdf>${attachment}`));
  copyFileSync(KML, path.join(packageDir, 'mmc9.kml'));

  db = await ownDatabase(DATABASE);
  pool = db.pool;
  storage = localFolderStorage(mkdtempSync(path.join(os.tmpdir(), 'lectern-geo-assets-')));
  const summary = await ingestPaths(pool, [packageDir], {
    maxBytes: 20 * 1024 * 1024,
    packages: { assets: storage, maxPackageBytes: 10 * 1024 * 1024, maxXmlBytes: 20 * 1024 * 1024 },
  });
  expect(summary.failures).toEqual([]);
  site = await listenSecondSite(pool, { media: { baseUrl: '/media', assets: createAssetRepository(pool), storage } });
});

test.afterAll(async () => {
  await site?.close();
  await db?.drop();
  if (packageDir) rmSync(packageDir, { recursive: true, force: true });
});

test('the KML attachment shows as an interactive map with its features listed, keyboard zoom, axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const enriched = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/enriched-content'));
  const response = await page.goto(`${site.base}/science/article/pii/${PII}`);
  expect(response?.status()).toBe(200);
  const answer = await enriched;
  expect(answer.status()).toBe(200);
  // No tile URL configured: no tile origin in the page's CSP.
  expect(response?.headers()['content-security-policy']).toMatch(/img-src 'self' data:;/);

  const section = page.getByRole('region', { name: 'Geospatial data', exact: true });
  await expect(section.getByRole('heading', { level: 2, name: 'Geospatial data' })).toBeVisible();
  const map = section.getByRole('region', { name: /^Map of .*: 2 features\./ });
  await expect(map).toBeVisible();
  // The offline world outline and both sites are drawn.
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(2);
  await expect(map.locator('path').first()).toBeVisible();

  const features = section.getByRole('list', { name: /^Features of / });
  await expect(features.getByRole('button')).toHaveText(['ODP Site 1090B', 'ODP Site 689B']);
  // Descriptions are plain text: the author's markup and script never reach the page.
  await expect(features.getByText('ODP Leg 177 , Agulhas Ridge', { exact: false })).toBeVisible();
  await expect(section.locator('script, b, sup')).toHaveCount(0);

  // Keyboard: the map is focusable and + / - zoom it.
  await map.focus();
  await expect(map).toBeFocused();
  const zoomOf = async () => Number(await map.getAttribute('data-zoom'));
  const start = await zoomOf();
  await page.keyboard.press('+');
  await expect.poll(zoomOf).toBe(start + 1);
  await expect(section.getByRole('status')).toHaveText(`Zoom level ${start + 1}`);
  await page.keyboard.press('-');
  await expect.poll(zoomOf).toBe(start);
  await page.keyboard.press('-');
  await expect.poll(zoomOf).toBe(start - 1);

  // A feature button zooms to its feature, opens its description and returns focus to the map.
  await features.getByRole('button', { name: 'ODP Site 689B' }).focus();
  await page.keyboard.press('Enter');
  await expect(map).toBeFocused();
  await expect.poll(zoomOf).toBeGreaterThanOrEqual(6);
  await expect(map.locator('.leaflet-popup-content')).toContainText('Maud Rise: sponge δ30Si record.');
  await section.getByRole('button', { name: 'Zoom to all features' }).click();
  await expect.poll(zoomOf).toBe(start);

  // The file itself, for a GIS application, under the article's entitlement.
  const download = section.getByRole('link', { name: /^Download mmc9\.kml/ });
  await expect(download).toHaveAttribute('href', `/media/1-s2.0-${PII}-mmc9.kml?download`);
  const file = await page.request.get(`${site.base}/media/1-s2.0-${PII}-mmc9.kml?download`);
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain('<name>ODP Site 689B</name>');

  const results = await new AxeBuilder({ page }).include('#ec-geospatial-data').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('with LECTERN_MAP_TILE_URL the base map loads its tiles, and only then is the tile origin in the CSP', async ({ page }) => {
  // A local stub tile server (a service we do not own): one 1×1 PNG for every tile.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const tiles: string[] = [];
  const tileServer = http.createServer((req, res) => {
    tiles.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*' }).end(png);
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;
  const tiled = await listenSecondSite(pool, {
    mapTileUrl: `${origin}/{z}/{x}/{y}.png`,
    media: { baseUrl: '/media', assets: createAssetRepository(pool), storage },
  });
  try {
    const response = await page.goto(`${tiled.base}/science/article/pii/${PII}`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`img-src 'self' data: ${origin}`);
    expect(csp).toContain(`connect-src 'self' ${origin}`);
    const map = page.getByRole('region', { name: /^Map of .*: 2 features\./ });
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]).toMatch(/^\/\d+\/\d+\/\d+\.png$/);
  } finally {
    await tiled.close();
    await new Promise((resolve) => tileServer.close(resolve));
  }
});
