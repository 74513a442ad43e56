import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import type pg from 'pg';
import { createAssetRepository } from '#src/db/asset-repository.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { TableOfContentsPanel } from './page-objects/toc.ts';
import { E2E_PORT, listenSecondSite, type SecondSite, ownDatabase, type OwnDatabase } from './support/e2e-site.ts';

/**
 * Packages as publishers deliver them (samples/packages/, and the shared corpus's ten
 * packages when ../shared/corpus is there): every figure shows an image a browser decodes —
 * TIFF and PDF figures through the web renditions made at ingest, PLOS info:doi figures
 * through MANIFEST.xml. Served from a database of their own (a second database in the e2e
 * server's cluster, a second app on the same build) with their own asset storage.
 */
const DATABASE = `lectern_e2e_packages_${E2E_PORT}`;
const SAMPLE_PACKAGES = path.resolve('samples/packages');
const CORPUS_PACKAGES = path.resolve('../shared/corpus/packages');
const MAX = 20 * 1024 * 1024;

let db: OwnDatabase | undefined;
let pool: pg.Pool;
let site: SecondSite;
let assetsDir: string;
/** Each article with what ingest said it could not make for its package (one line per file). */
let articles: Array<{ doi: string; pii: string; incomplete: string[] }>;

test.describe.configure({ mode: 'serial' });

const dois = async (): Promise<Map<string, string>> =>
  new Map((await pool.query<{ doi: string; pii: string }>('SELECT doi, pii FROM articles')).rows.map((r) => [r.doi, r.pii]));

test.beforeAll(async () => {
  test.setTimeout(240_000);
  db = await ownDatabase(DATABASE);
  pool = db.pool;
  assetsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-e2e-packages-'));
  const storage = localFolderStorage(assetsDir);
  const options = {
    maxBytes: MAX,
    refreshTopics: false,
    refreshRecommendations: false,
    packages: { assets: storage, maxPackageBytes: 1024 * MAX, maxXmlBytes: MAX },
  };
  // The sample packages are complete: every one of their figures must show.
  const samples = await ingestPaths(pool, [SAMPLE_PACKAGES], options);
  expect(samples.failures).toEqual([]);
  expect(samples.incomplete).toEqual([]);
  articles = [...(await dois())].sort().map(([doi, pii]) => ({ doi, pii, incomplete: [] }));
  expect(articles).toHaveLength(4);
  // The shared corpus's other packages, one at a time, so each article is known with its report.
  const sampleNames = new Set(await fs.readdir(SAMPLE_PACKAGES));
  const corpus = existsSync(CORPUS_PACKAGES)
    ? (await fs.readdir(CORPUS_PACKAGES, { withFileTypes: true })).filter((d) => d.isDirectory() && !sampleNames.has(d.name))
    : [];
  for (const dir of corpus) {
    const before = await dois();
    const summary = await ingestPaths(pool, [path.join(CORPUS_PACKAGES, dir.name)], options);
    expect(summary.failures, dir.name).toEqual([]);
    for (const [doi, pii] of await dois()) if (!before.has(doi)) articles.push({ doi, pii, incomplete: summary.incomplete });
  }
  site = await listenSecondSite(pool, { media: { baseUrl: '/media', assets: createAssetRepository(pool), storage } });
});

test.afterAll(async () => {
  await site?.close();
  await db?.drop();
  if (assetsDir) await fs.rm(assetsDir, { recursive: true, force: true });
});

/** Every image of the article body, each scrolled into view (they load lazily) and decoded. */
async function expectEveryFigureDecoded(page: Page, label: string, incomplete: readonly string[] = []): Promise<number> {
  const images = page.locator('.article-body :is(figure img, .inline-graphic-image), .article-content .table-float img');
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
        message: `${label}: ${await img.getAttribute('src')}`,
      })
      .toBeGreaterThan(0);
    // Never a TIFF or a PDF as the image source: browsers do not show them.
    expect(await img.getAttribute('src')).not.toMatch(/\.(tiff?|pdf)$/i);
  }
  // A figure without an image only where ingest said, per file, what the package lacks.
  const placeholders = await page.locator('.article-content .figure-placeholder').count();
  expect(placeholders, `${label}: figures without an image; ingest reported: ${incomplete.join(' | ') || 'nothing'}`).toBeLessThanOrEqual(
    incomplete.length,
  );
  return count;
}

test('every figure of every package article shows an image the browser decodes', async ({ page }) => {
  test.setTimeout(240_000);
  let total = 0;
  for (const { doi, pii, incomplete } of articles) {
    const response = await page.goto(`${site.base}/science/article/pii/${pii}`);
    expect(response?.status(), doi).toBe(200);
    total += await expectEveryFigureDecoded(page, doi, incomplete);
  }
  // The four sample packages have 12 figures between them.
  expect(total).toBeGreaterThanOrEqual(12);
});

test('a TIFF figure is shown as its web rendition; the TIFF itself stays the download', async ({ page, request }) => {
  await page.goto(`${site.base}/doi/10.7554/eLife.19405`);
  const figure = page.locator('figure.figure').first();
  const img = figure.locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  const download = figure.getByRole('link', { name: 'Download full-size image' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(/\.tif\?download$/);
  const file = await request.get(`${site.base}${href}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/tiff');
  expect(file.headers()['content-disposition']).toMatch(/^attachment/);
});

test('the TOC Figures list shows a thumbnail for each figure', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.base}/doi/10.1371/journal.pone.0056489`);
  const toc = new TableOfContentsPanel(page);
  const thumbs = toc.block(toc.sidebar, 'Figures').locator('img.toc__thumbnail');
  await expect(thumbs).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await thumbs.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(() => thumbs.nth(i).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
  // Decorative: the link's text names the figure.
  await expect(thumbs.first()).toHaveAttribute('alt', '');
});

test.describe('figure viewer', () => {
  async function openFigure(page: Page, name: string) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.base}/doi/10.1371/journal.pone.0056489`);
    await expect(page.locator('[data-enhanced="true"]').first()).toBeAttached();
    const opener = page.getByRole('button', { name: `View larger: ${name}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    return { opener, dialog };
  }

  test('opens at full resolution with caption and §9 downloads; zooms, pans, steps; Escape returns focus', async ({ page }) => {
    const { opener, dialog } = await openFigure(page, 'Figure 2');
    const image = dialog.locator('img.figure-viewer__image');
    // The full-resolution file (PLOS PNG_L, as wide as the TIF original), not the column-sized view.
    const full = Number(await page.locator('figure.figure .figure-image[data-viewer-width]').nth(1).getAttribute('data-viewer-width'));
    expect(full).toBeGreaterThan(1000);
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(full);
    await expect(dialog.locator('.figure-viewer__caption')).toContainText('Relationship between the values of the mean diameter');
    await expect(dialog.getByRole('link', { name: /^Download / })).toHaveText([
      /^Download high-res image \(TIF, /,
      /^Download full-size image \(PNG, /,
      /^Download image \(PNG, /,
    ]);
    const zoom = dialog.getByRole('status').or(dialog.locator('output.figure-viewer__zoom'));
    const fitted = parseInt((await zoom.textContent()) ?? '0', 10);
    expect(fitted).toBeLessThan(100);
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => parseInt((await zoom.textContent()) ?? '0', 10)).toBeGreaterThan(fitted);
    // Dragging moves a zoomed image.
    const before = await image.evaluate((el) => el.style.transform);
    const box = (await dialog.locator('.figure-viewer__stage').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 60, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => image.evaluate((el) => el.style.transform)).not.toBe(before);
    await page.keyboard.press('0');
    await expect(zoom).toHaveText(`${fitted}%`);

    await dialog.getByRole('button', { name: 'Next figure' }).click();
    const figure3 = page.getByRole('dialog', { name: 'Figure 3' });
    await expect(figure3).toBeVisible();
    await expect(figure3.getByRole('button', { name: 'Next figure' })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Figure 2' })).toBeVisible();

    // Focus stays in the dialog however far one tabs.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog.figure-viewer'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog.figure-viewer')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('is axe-clean when open', async ({ page }) => {
    await openFigure(page, 'Figure 1');
    const results = await new AxeBuilder({ page }).include('dialog.figure-viewer').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });

  test('a table opens too, and a tap on a figure image opens it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.base}/doi/10.1371/journal.pone.0056489`);
    await expect(page.locator('[data-enhanced="true"]').first()).toBeAttached();
    await page.getByRole('button', { name: 'View larger: Table 1' }).click();
    const table = page.getByRole('dialog', { name: 'Table 1' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('button', { name: 'Next table' })).toBeEnabled();
    await table.getByRole('button', { name: 'Close figure viewer' }).click();
    await expect(table).toBeHidden();
    const img = page.locator('figure.figure .figure-image img').first();
    await img.scrollIntoViewIfNeeded();
    await img.click();
    await expect(page.getByRole('dialog', { name: 'Figure 1' })).toBeVisible();
  });
});
