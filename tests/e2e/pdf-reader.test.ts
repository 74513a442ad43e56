import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { withE2eDatabase } from './support/e2e-site.ts';

/**
 * The enhanced reader (001 §2, 000 §2): with the enhanced-reader setting on an article (the
 * admin command's column), View PDF opens /sdfe/reader/pii/{pii}/pdf in a new tab on the site's
 * own host; the reader draws the PDF's pages with PDF.js (canvas and text layer), pages back
 * and forth, searches the PDF and downloads it. Sample: eLife 06980 (open access).
 */
const ARTICLE = '/doi/10.7554/eLife.06980';

test.beforeAll(async () => {
  await withE2eDatabase((db) => db.query(`UPDATE articles SET enhanced_reader = true WHERE lower(doi) = lower('10.7554/eLife.06980')`));
});

test('View PDF opens the enhanced reader in a new tab; it renders pages, navigates, searches and downloads', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto(ARTICLE);
  const pii = /\/science\/article\/pii\/([^/?#]+)/.exec(page.url())![1]!;
  const viewPdf = page.getByRole('link', { name: 'View PDF' }).first();
  await expect(viewPdf).toHaveAttribute('href', `/sdfe/reader/pii/${pii}/pdf`);
  await expect(viewPdf).toHaveAttribute('target', '_blank');
  const [reader] = await Promise.all([context.waitForEvent('page'), viewPdf.click()]);
  await reader.waitForLoadState();
  expect(new URL(reader.url()).pathname).toBe(`/sdfe/reader/pii/${pii}/pdf`);
  await expect(reader).toHaveTitle(/\(PDF\)/);

  // PDF.js draws the first page: a canvas with pixels and a text layer with the article's words.
  const firstPage = reader.locator('.pdf-reader__page-view[data-page-number="1"]');
  await expect(firstPage.locator('canvas')).toBeVisible({ timeout: 150_000 });
  await expect(firstPage).toHaveAttribute('data-drawn', 'true', { timeout: 60_000 });
  await expect(firstPage.locator('.textLayer span').first()).toBeAttached();
  const inked = await firstPage.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(1000);
  const pages = Number((await reader.locator('.pdf-reader__page span').innerText()).replace(/\D/g, ''));
  expect(pages).toBeGreaterThan(1);

  // Page navigation.
  const previous = reader.getByRole('button', { name: 'Previous page' });
  await expect(previous).toBeDisabled();
  await reader.getByRole('button', { name: 'Next page' }).click();
  await expect(reader.getByLabel('Page', { exact: true })).toHaveValue('2');
  await expect(reader.locator('.pdf-reader__page-view[data-page-number="2"]')).toHaveAttribute('data-drawn', 'true', { timeout: 60_000 });
  await expect(previous).toBeEnabled();

  // Search within the PDF: the title's first word is on page 1.
  await reader.getByLabel('Search in this PDF').fill('eLife');
  await reader.getByRole('button', { name: 'Search PDF' }).click();
  await expect(reader.getByRole('status')).toHaveText(/^\d+ match(es)? for “eLife”, first on page 1$/);
  await expect(reader.locator('.pdf-reader__hit').first()).toBeAttached();
  await reader.getByLabel('Search in this PDF').fill('zzqxnotinthepdf');
  await reader.getByRole('button', { name: 'Search PDF' }).click();
  await expect(reader.getByRole('status')).toHaveText('No matches for “zzqxnotinthepdf”');

  const axe = await new AxeBuilder({ page: reader }).exclude('.pdf-reader__pages').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const [download] = await Promise.all([reader.waitForEvent('download'), reader.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${pii}.pdf`);
});

test('without the setting View PDF is the PDF itself', async ({ page }) => {
  await page.goto('/doi/10.7554/eLife.00005');
  const pii = /\/science\/article\/pii\/([^/?#]+)/.exec(page.url())![1]!;
  await expect(page.getByRole('link', { name: 'View PDF' }).first()).toHaveAttribute(
    'href',
    `/science/article/pii/${pii}/pdfft?pid=${pii}.pdf`,
  );
});
